// HDU 1846 Brave Game: Bash's game. A position is the number of stones in the one pile; a move
// takes 1..m stones.
import type { ImpartialGame } from "../impartial";

/** The pile sizes reachable from k stones when a move takes 1..m (m a positive integer). */
export function bashMoves(m: number): (k: number) => Iterable<number> {
  if (!Number.isSafeInteger(m) || m < 1) throw new RangeError(`m must be a positive integer, got ${m}`);
  return function* (k) {
    for (let t = 1; t <= m && t <= k; t++) yield k - t;
  };
}

export function bashGame(m: number): ImpartialGame<number> {
  return { moves: bashMoves(m), key: (n) => n };
}
