// Widget 2: the P/N grid of a two-pile game, filled from the definition (a position is N
// exactly when some move reaches a P-position) by lib/game's search over the real moves. The
// Beans Game has three piles: its grid is the slice with the third pile fixed (third=).
import { beansGame, euclidGame, kikiGame, misereGame, misereStart, nimGame, outcome, wythoffGame, type GameId, type Memo, type Outcome } from "../../game";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

/** The two-number games a grid can show, by their lib/game/games ids. */
export const GRID_GAMES = ["wythoff", "nim", "kiki", "misere-nim", "euclid", "beans"] as const satisfies readonly GameId[];
export type GridGame = (typeof GRID_GAMES)[number];

export interface PnGrid {
  game: GridGame;
  /** outcomes[a][b], a = 0..rows-1, b = 0..cols-1. */
  outcomes: Outcome[][];
  /** The Beans Game only: the fixed size of the third pile. */
  third?: number;
}

/** The outcome of (a, b) in each grid game; the memo is shared by the whole grid. */
function outcomeOf(game: GridGame, rows: number, cols: number, third: number): (a: number, b: number) => Outcome {
  const memo: Memo<Outcome> = new Map();
  switch (game) {
    case "wythoff":
      return (a, b) => outcome(wythoffGame, [a, b], memo);
    case "nim":
      return (a, b) => outcome(nimGame, a <= b ? [a, b] : [b, a], memo);
    case "kiki": {
      // The coin a rows above and b columns right of the goal corner (the board's size is
      // only for drawing: the moves do not depend on it).
      return (a, b) => outcome(kikiGame, { rows, cols, below: a, left: b }, memo);
    }
    case "misere-nim": {
      // Nim's moves under lib/game's misère transformation, which also covers (0, 0): the
      // opponent took the last stone, so the player to move has won.
      const game = misereGame(nimGame);
      return (a, b) => outcome(game, misereStart(a <= b ? [a, b] : [b, a]), memo);
    }
    case "euclid":
      // Row 0 and column 0 hold a 0: the opponent has just won, so they are P.
      return (a, b) => outcome(euclidGame, [a, b], memo);
    case "beans":
      return (a, b) => outcome(beansGame, [a, b, third], memo);
  }
}

export function pnGrid(game: GridGame, rows: number, cols: number, third = 0): PnGrid {
  const of = outcomeOf(game, rows, cols, third);
  const outcomes = Array.from({ length: rows }, (_, a) => Array.from({ length: cols }, (_, b) => of(a, b)));
  return game === "beans" ? { game, outcomes, third } : { game, outcomes };
}

/** What the rows and columns count, for a caption. */
export const pnGridWidget = defineWidget({
  read(args): { game: GridGame; rows: number; cols: number; third?: number } {
    const game = args.choice("game", GRID_GAMES);
    if (game === "beans") {
      // Three piles: the search covers rows x cols x (third + 1) positions, so smaller sides.
      const side = { min: 1, max: LIMITS.beansGridMaxSide, fallback: 12 };
      return { game, rows: args.int("rows", side), cols: args.int("cols", side), third: args.int("third", { min: 0, max: LIMITS.beansGridMaxSide, fallback: 0 }) };
    }
    const side = { min: 1, max: LIMITS.gridMaxSide, fallback: 12 };
    return { game, rows: args.int("rows", side), cols: args.int("cols", side) };
  },
  args: (p) => ({ game: p.game, rows: String(p.rows), cols: String(p.cols), ...(p.third === undefined ? {} : { third: String(p.third) }) }),
  compute: (p) => pnGrid(p.game, p.rows, p.cols, p.third),
});
