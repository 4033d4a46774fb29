import type { ImpartialGame } from "../impartial";

function ordered(a: bigint, b: bigint): [bigint, bigint] {
  if (a <= 0n || b <= 0n) throw new RangeError("Euclid's game starts from two positive integers");
  return a >= b ? [a, b] : [b, a];
}

/**
 * Euclid's game (Cole and Davie 1969; POJ 2348): with a >= b the mover wins if b divides a or
 * a >= 2b; if b < a < 2b the move to (b, a-b) is forced. Iterated like the Euclidean algorithm.
 */
export function euclidFirstPlayerWins(a: bigint, b: bigint): boolean {
  let [x, y] = ordered(a, b);
  let moverIsFirst = true;
  for (;;) {
    if (x % y === 0n || x >= 2n * y) return moverIsFirst;
    [x, y] = [y, x - y];
    moverIsFirst = !moverIsFirst;
  }
}

/**
 * Euclid's game by the golden ratio (Cole and Davie 1969): with a >= b the mover wins iff a = b
 * or a/b > phi; in integers, a/b > phi iff (2a - b)^2 > 5b^2.
 */
export function euclidGoldenFirstPlayerWins(a: bigint, b: bigint): boolean {
  const [x, y] = ordered(a, b);
  return x === y || (2n * x - y) ** 2n > 5n * y * y;
}

/**
 * The winning move of Euclid's game (null for a losing position; it is unique), as the multiple
 * k of the smaller number to subtract: all of a if b | a; else, for q = floor(a/b) >= 2, q or
 * q-1 times b, whichever leaves the opponent losing (Cole and Davie); for q = 1 the forced move.
 */
export function euclidWinningMove(a: bigint, b: bigint): { k: bigint; to: readonly [bigint, bigint] } | null {
  const [x, y] = ordered(a, b);
  const q = x / y;
  const r = x % y;
  if (r === 0n) return { k: q, to: [y, 0n] };
  if (q === 1n) return euclidFirstPlayerWins(x, y) ? { k: 1n, to: [y, r] } : null; // forced move
  const k = euclidFirstPlayerWins(y, r) ? q - 1n : q;
  const left = x - k * y;
  return { k, to: left >= y ? [left, y] : [y, left] };
}

/**
 * Euclid's game over the real rules (for brute force): a position is a pair sorted larger first;
 * a move subtracts a positive multiple of the smaller from the larger, staying >= 0. A position
 * containing 0 is terminal: the player who made the 0 has won (normal play).
 */
export const euclidGame: ImpartialGame<readonly [number, number]> = {
  *moves([a, b]) {
    if (b === 0) return;
    for (let left = a - b; left >= 0; left -= b) yield left >= b ? [left, b] : [b, left];
  },
  key: ([a, b]) => `${a},${b}`,
};
