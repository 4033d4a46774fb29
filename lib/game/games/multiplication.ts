// POJ 2505 / UVa 847 A Multiplication Game: a number p starts at 1; a move multiplies p by any
// integer 2..9; the first player whose move makes p >= n wins. The game is parameterised by the
// target n, as S-Nim is by its set.
import type { ImpartialGame } from "../impartial";

/** The products reached so far start here. */
export const MULTIPLICATION_START = 1;
/** The multipliers a move may use. */
export const MULTIPLIERS = [2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Largest target the game accepts: 9 * p stays a safe integer below 2^53 for every p < n. */
export const MULTIPLICATION_MAX_TARGET = 2 ** 40;

/**
 * The multiplication game with target n (2 <= n <= 2^40). A position is the product p; a move
 * multiplies it by 2..9; a product p >= n has no moves (normal play: whoever reached it has won).
 */
export function multiplicationGame(n: number): ImpartialGame<number> {
  if (!Number.isSafeInteger(n) || n < 2 || n > MULTIPLICATION_MAX_TARGET) {
    throw new RangeError(`the target n must be an integer in 2..2^40, got ${n}`);
  }
  return {
    *moves(p) {
      if (p >= n) return;
      for (const m of MULTIPLIERS) yield p * m;
    },
    key: (p) => p,
  };
}

/** Every product below n reachable from 1 (the 7-smooth numbers below n), ascending. */
export function multiplicationProducts(n: number): number[] {
  const game = multiplicationGame(n);
  const seen = new Set<number>([MULTIPLICATION_START]);
  for (const p of seen) for (const q of game.moves(p)) if (q < n) seen.add(q);
  return [...seen].sort((a, b) => a - b);
}
