// HOJ 1367 A Stone Game: Fibonacci Nim (Whinihan 1963). One pile of n stones; the first move
// takes 1..n-1 stones (not the whole pile); after that each move takes at least 1 and at most
// twice what the opponent took on the move before. Whoever takes the last stone wins.
import type { ImpartialGame } from "../impartial";

/**
 * A position: the stones left and the most the player to move may take. The cap is the whole
 * state of the "twice the last take" rule, so the game is impartial on these pairs.
 */
export interface FibonacciNimPosition {
  stones: number;
  cap: number;
}

/** The start of a game with n stones: the first player may take anything but the whole pile. */
export function fibonacciNimStart(n: number): FibonacciNimPosition {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`a game of Fibonacci Nim starts with a positive integer number of stones, got ${n}`);
  return { stones: n, cap: n - 1 };
}

export const fibonacciNimGame: ImpartialGame<FibonacciNimPosition> = {
  *moves({ stones, cap }) {
    for (let take = 1; take <= cap && take <= stones; take++) yield { stones: stones - take, cap: 2 * take };
  },
  // A cap above the pile allows the same moves as a cap equal to it: one key for both, so the
  // search visits about n^2 / 2 positions instead of n^2.
  key: ({ stones, cap }) => `${stones},${Math.min(stones, cap)}`,
};
