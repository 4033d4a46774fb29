// HDU 1847 Good Luck in CET-4 Everybody!: a position is the number of cards left; a move takes
// a power of two (1, 2, 4, ...) of them.
import type { ImpartialGame } from "../impartial";

/** The pile sizes reachable from k cards. */
export function* powersOfTwoMoves(k: number): Iterable<number> {
  for (let t = 1; t <= k; t *= 2) yield k - t;
}

export const powersOfTwoGame: ImpartialGame<number> = { moves: powersOfTwoMoves, key: (n) => n };
