// Widget 5: Nim positions pile by pile: k ⊕ X (X the nim-sum) beside the moves from that pile
// that win, found by searching the rules (every amount from every pile, each resulting position
// judged by lib/game's outcome()). Bouton's proof says a pile has a winning move exactly when
// k ⊕ X < k, and then only one; the table lets the reader see it, and count the moves.
import { nimGame, nimSum, outcome, type GameId, type Memo, type Outcome } from "../../game";
import { DirectiveError, WidgetComputeError } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

/** The games a winning-moves table can show, by their lib/game/games ids. */
export const WINNING_MOVES_GAMES = ["nim"] as const satisfies readonly GameId[];

export interface WinningMovesPile {
  size: number;
  /** size ⊕ X: the size this pile must be left at for the nim-sum to become 0. */
  target: number;
  /** The sizes this pile can be reduced to that leave a P-position, by search over the rules. */
  winningTo: number[];
}

export interface WinningMovesRow {
  /** The piles in the order given (equal piles are different moves). */
  piles: WinningMovesPile[];
  nimSum: number;
  /** The number of winning moves: the sum of the piles' winningTo lengths. */
  count: number;
  /** By the rules. */
  outcome: Outcome;
}

/** The largest search cost a position may have (reachable positions times moves): well under a second. */
const MAX_SEARCH_COST = 1_000_000;

/** C(n, k), as a float (only compared with a bound). */
function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Sorted piles, each at most the largest: C(max + count, count) positions, sum(p) moves each. */
const searchCost = (p: readonly number[]) => binomial(Math.max(0, ...p) + p.length, p.length) * p.reduce((s, v) => s + v, 0);

export function winningMovesTable(positions: readonly (readonly number[])[]): WinningMovesRow[] {
  const tooLarge = positions.find((p) => searchCost(p) > MAX_SEARCH_COST);
  if (tooLarge) {
    throw new WidgetComputeError(`(${tooLarge.join(", ")}) is too large to search by the rules here: use smaller positions`, "widgetTooLarge", {
      position: `(${tooLarge.join(", ")})`,
    });
  }
  const memo: Memo<Outcome> = new Map();
  const ascending = (p: readonly number[]) => [...p].sort((a, b) => a - b);
  return positions.map((position) => {
    const x = nimSum(position);
    const piles = position.map((size, i): WinningMovesPile => {
      const winningTo: number[] = [];
      for (let to = 0; to < size; to++) {
        const next = position.slice();
        next[i] = to;
        if (outcome(nimGame, ascending(next), memo) === "P") winningTo.push(to);
      }
      return { size, target: size ^ x, winningTo };
    });
    return { piles, nimSum: x, count: piles.reduce((s, p) => s + p.winningTo.length, 0), outcome: outcome(nimGame, ascending(position), memo) };
  });
}

export const winningMovesWidget = defineWidget({
  read(args) {
    const game = args.choice("game", WINNING_MOVES_GAMES);
    const positions = args.intLists("positions", { min: 1, max: LIMITS.tableMaxValue, maxLength: LIMITS.tableMaxCount });
    if (positions.length > LIMITS.tableMaxPositions) {
      throw new DirectiveError(`positions: at most ${LIMITS.tableMaxPositions} positions`, "widgetTooManyPositions", { max: LIMITS.tableMaxPositions });
    }
    return { game, positions };
  },
  args: (p) => ({ game: p.game, positions: p.positions.map((q) => q.join(",")).join(";") }),
  compute: (p) => ({ rows: winningMovesTable(p.positions) }),
});
