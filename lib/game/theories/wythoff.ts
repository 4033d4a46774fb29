import { isqrt } from "./isqrt";

// The closed form of Wythoff's game; the game itself (its moves) is ../games/wythoff.ts.

/** A Wythoff position: two pile sizes, kept sorted (smaller first). */
export type WythoffPosition = readonly [bigint, bigint];

/**
 * floor(k * phi), phi = (1+sqrt 5)/2, exactly: (k + isqrt(5k^2)) / 2 in integers. Exact since
 * k*sqrt5 is irrational for k > 0, so the dropped fractional part never carries (Wythoff 1907).
 */
export function wythoffA(k: bigint): bigint {
  if (k < 0n) throw new RangeError(`Wythoff index must be non-negative, got ${k}`);
  return (k + isqrt(5n * k * k)) / 2n;
}

/**
 * The k-th P-position of Wythoff's game (Wythoff 1907): (floor(k phi), floor(k phi^2)), that is
 * (a_k, a_k + k). By Beatty's theorem the a_k and b_k (k >= 1) partition the positive integers.
 */
export function wythoffPair(k: bigint): WythoffPosition {
  const a = wythoffA(k);
  return [a, a + k];
}

/** The two piles, smaller first. */
const sortedPair = (a: bigint, b: bigint): WythoffPosition => (a <= b ? [a, b] : [b, a]);

/** Wythoff's theorem: (a, b) with a <= b is a P-position iff a = floor((b - a) phi). Exact bigint. */
export function isWythoffP(a: bigint, b: bigint): boolean {
  if (a < 0n || b < 0n) throw new RangeError(`pile sizes must be non-negative, got (${a}, ${b})`);
  const [lo, hi] = sortedPair(a, b);
  return wythoffA(hi - lo) === lo;
}

/**
 * The partner of x in the Wythoff pairs: the unique y with {x, y} a P-position (Beatty's
 * theorem: x is exactly one of a_j, b_j). The index j is ceil(x/phi) or ceil(x/phi^2).
 */
export function wythoffPartner(x: bigint): bigint {
  if (x < 0n) throw new RangeError(`pile size must be non-negative, got ${x}`);
  if (x === 0n) return 0n;
  const ax = wythoffA(x);
  const jA = ax - x; // floor(x / phi) = floor(x phi) - x
  const jB = 2n * x - ax - 1n; // floor(x / phi^2) = 2x - ceil(x phi)
  // All four are >= 0; j = 0 gives the pair (0, 0), which never holds x > 0.
  for (const j of [jA, jA + 1n, jB, jB + 1n]) {
    const [aj, bj] = wythoffPair(j);
    if (aj === x) return bj;
    if (bj === x) return aj;
  }
  throw new Error(`unreachable: ${x} is in no Wythoff pair`); // excluded by Beatty's theorem
}

/**
 * Every winning move of Wythoff's game from (a, b), as the sorted position it leads to (empty
 * for a P-position): lower both piles to the P-pair of the same difference, or lower one pile
 * to the partner of the other (Wythoff 1907).
 */
export function wythoffWinningMoves(a: bigint, b: bigint): WythoffPosition[] {
  const [lo, hi] = sortedPair(a, b);
  if (lo < 0n) throw new RangeError(`pile sizes must be non-negative, got (${a}, ${b})`);
  const found = new Map<string, WythoffPosition>();
  const add = (x: bigint, y: bigint) => {
    const p = sortedPair(x, y);
    found.set(`${p[0]},${p[1]}`, p);
  };
  const [ad, bd] = wythoffPair(hi - lo);
  if (ad < lo) add(ad, bd);
  const partnerOfLo = wythoffPartner(lo);
  if (partnerOfLo < hi) add(lo, partnerOfLo);
  const partnerOfHi = wythoffPartner(hi);
  if (partnerOfHi < lo) add(partnerOfHi, hi);
  return [...found.values()];
}

