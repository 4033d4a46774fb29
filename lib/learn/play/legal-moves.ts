// The legal moves of a position are exactly the rules' moves, compared by the game's key: a
// board proposes a position, and it is a move only if its key is among the rules' options.
import type { ImpartialGame } from "../../game";
import { isNumberList } from "./arrange";

/** More options than this and the position is too big to play on a board (New Stone grows fast). */
export const MAX_LEGAL_MOVES = 20_000;

export class TooManyMovesError extends Error {
  constructor() {
    super(`this position has more than ${MAX_LEGAL_MOVES.toLocaleString("en")} moves: choose smaller numbers`);
    this.name = "TooManyMovesError";
  }
}

/** The options of `position`, in the rules' order, one per distinct key. */
export function legalMoves<P>(rules: ImpartialGame<P>, position: P, cap = MAX_LEGAL_MOVES): P[] {
  const seen = new Set<string | number>();
  const out: P[] = [];
  for (const to of rules.moves(position)) {
    const key = rules.key(to);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(to);
    if (out.length > cap) throw new TooManyMovesError();
  }
  return out;
}

/**
 * A list of pile sizes in ascending order (piles are a multiset: their order never matters),
 * except the first `fixed`, which have rules of their own and keep their places.
 */
const ascending = <P>(piles: P, fixed = 0): P =>
  isNumberList(piles) ? ([...piles.slice(0, fixed), ...piles.slice(fixed).sort((a, b) => a - b)] as P) : piles;

/**
 * A lookup of `moves` by what a board proposes: the rules' own option that `proposed` stands
 * for, or undefined when it is not a move. Matched by key; with `piles`, also by the key of the
 * piles in ascending order, because the board shows piles in a steady order while the rules
 * keep their own (S-Nim sorts them, Wythoff keeps whichever order the position had).
 * Build once per position: a board asks about every stone.
 */
export function moveMatcher<P>(rules: ImpartialGame<P>, moves: readonly P[], piles: boolean, fixed = 0): (proposed: P) => P | undefined {
  const byKey = new Map(moves.map((m) => [rules.key(m), m] as const));
  const byPiles = piles ? new Map(moves.map((m) => [rules.key(ascending(m, fixed)), m] as const)) : null;
  return (proposed) => byKey.get(rules.key(proposed)) ?? byPiles?.get(rules.key(ascending(proposed, fixed)));
}

/** One-off form of moveMatcher. */
export function matchMove<P>(rules: ImpartialGame<P>, moves: readonly P[], proposed: P, piles: boolean, fixed = 0): P | undefined {
  return moveMatcher(rules, moves, piles, fixed)(proposed);
}
