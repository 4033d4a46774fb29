// The theory of the multiplication game (the game itself: ../games/multiplication.ts).

/**
 * The multiplication game (POJ 2505, UVa 847): p starts at 1, a move multiplies p by 2..9, and
 * whoever first makes p >= n wins. The mover at p = 1 wins iff 18^j < n <= 9*18^j for some
 * j >= 0 (bands of ratio 18 = 2*9); computed as: while n > 18, n = ceil(n/18); win iff n <= 9.
 */
export function stanWins(n: bigint): boolean {
  if (n < 2n) throw new RangeError(`the target n must be at least 2, got ${n}`);
  let m = n;
  while (m > 18n) m = (m + 17n) / 18n;
  return m <= 9n;
}

/**
 * The same theorem in interval form: find the j with 18^j < n <= 18^(j+1); the mover wins iff
 * n <= 9*18^j.
 */
export function stanWinsByBands(n: bigint): boolean {
  if (n < 2n) throw new RangeError(`the target n must be at least 2, got ${n}`);
  let low = 1n; // 18^j
  while (18n * low < n) low *= 18n;
  return n <= 9n * low;
}

/**
 * The multipliers (2..9) that win from product p with target n: p*m >= n, or the opponent loses
 * from p*m. A position p < n plays like a fresh game with target ceil(n/p).
 */
export function multiplicationWinningMultipliers(p: bigint, n: bigint): number[] {
  if (p < 1n || p >= n) throw new RangeError(`need 1 <= p < n, got p = ${p}, n = ${n}`);
  const winners: number[] = [];
  for (let m = 2; m <= 9; m++) {
    const q = p * BigInt(m);
    if (q >= n || !stanWins((n + q - 1n) / q)) winners.push(m);
  }
  return winners;
}

/** One band of products p (low <= p <= high) that share an outcome for the mover at p. */
export interface MultiplicationBand {
  low: bigint;
  high: bigint;
  /** N: the mover at any p of the band wins; P: loses. */
  outcome: "N" | "P";
  /** The band is ceil(n/divisor) <= p < ceil(n/(divisor/9 or /2)): divisor = 9, 18, 162, 324, ... */
  divisor: bigint;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The products 1 <= p < n in bands, highest first: p >= ceil(n/9) wins at once (N); below it
 * the edges ceil(n/d) for d = 18, 162, 324, 2916, ... (times 2, then 9, alternately) separate
 * P and N bands. Exactly: the mover at p wins iff ceil(n/p) is in (18^j, 9*18^j], that is
 * ceil(n/(9*18^j)) <= p < ceil(n/18^j). No band is empty; the last one holds p = 1.
 */
export function multiplicationBands(n: bigint): MultiplicationBand[] {
  if (n < 2n) throw new RangeError(`the target n must be at least 2, got ${n}`);
  const bands: MultiplicationBand[] = [];
  let top = n - 1n; // the highest product not yet in a band
  for (let d = 9n, outcome: "N" | "P" = "N"; top >= 1n; ) {
    // Never above top: ceil(n/d) drops at every step (d grows by 2 or 9) while it exceeds 1.
    const low = ceilDiv(n, d);
    bands.push({ low, high: top, outcome, divisor: d });
    top = low - 1n;
    d *= outcome === "N" ? 2n : 9n;
    outcome = outcome === "N" ? "P" : "N";
  }
  return bands;
}
