import type { ImpartialGame } from "../impartial";

/**
 * The multiplication game (POJ 2505, UVa 847): p starts at 1, a move multiplies p by 2..9, and
 * whoever first makes p >= n wins. The mover at p = 1 wins iff 18^j < n <= 9*18^j for some
 * j >= 0 (bands of ratio 18 = 2*9); computed as: while n > 18, n = ceil(n/18); win iff n <= 9.
 */
export function stanWins(n: bigint): boolean {
  if (n < 2n) throw new RangeError("the target n must be at least 2");
  let m = n;
  while (m > 18n) m = (m + 17n) / 18n;
  return m <= 9n;
}

/**
 * The same theorem in interval form: find the j with 18^j < n <= 18^(j+1); the mover wins iff
 * n <= 9*18^j.
 */
export function stanWinsByBands(n: bigint): boolean {
  if (n < 2n) throw new RangeError("the target n must be at least 2");
  let low = 1n; // 18^j
  while (18n * low < n) low *= 18n;
  return n <= 9n * low;
}

/**
 * The multipliers (2..9) that win from product p with target n: p*m >= n, or the opponent loses
 * from p*m. A position p < n plays like a fresh game with target ceil(n/p).
 */
export function multiplicationWinningMultipliers(p: bigint, n: bigint): number[] {
  if (p < 1n || p >= n) throw new RangeError("need 1 <= p < n");
  const winners: number[] = [];
  for (let m = 2; m <= 9; m++) {
    const q = p * BigInt(m);
    if (q >= n || !stanWins((n + q - 1n) / q)) winners.push(m);
  }
  return winners;
}

/**
 * The multiplication game with target n over the real rules (for brute force): the state is the
 * product p; a move multiplies by 2..9; p >= n is terminal (the player who got there has won).
 */
export function multiplicationGame(n: number): ImpartialGame<number> {
  if (!Number.isSafeInteger(n) || n < 2 || n > 2 ** 40) throw new RangeError("need 2 <= n <= 2^40");
  return {
    *moves(p) {
      if (p >= n) return;
      for (let m = 2; m <= 9; m++) yield p * m;
    },
    key: (p) => p,
  };
}
