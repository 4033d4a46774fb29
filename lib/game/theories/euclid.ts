// The closed forms of Euclid's game (POJ 2348); its rules are ../games/euclid.ts.

function ordered(a: bigint, b: bigint): [bigint, bigint] {
  if (a <= 0n || b <= 0n) throw new RangeError(`Euclid's game starts from two positive integers, got (${a}, ${b})`);
  return a >= b ? [a, b] : [b, a];
}

/** One step of the Euclidean algorithm on (larger, smaller): larger = quotient * smaller + remainder. */
export interface EuclidStep {
  larger: bigint;
  smaller: bigint;
  quotient: bigint;
  remainder: bigint;
}

/**
 * Euclid's game walked like the Euclidean algorithm (Cole and Davie 1969; POJ 2348): at a step
 * with quotient 1 and a remainder the mover's only move is to (smaller, remainder); the first
 * step with quotient >= 2 or no remainder is the first free choice, and its mover wins. The
 * steps end there; the first player moves at steps 0, 2, 4..., so wins iff their count is odd.
 */
export function euclidWalk(a: bigint, b: bigint): { steps: EuclidStep[]; firstPlayerWins: boolean } {
  let [x, y] = ordered(a, b);
  const steps: EuclidStep[] = [];
  for (;;) {
    const step = { larger: x, smaller: y, quotient: x / y, remainder: x % y };
    steps.push(step);
    if (step.remainder === 0n || step.quotient >= 2n) return { steps, firstPlayerWins: steps.length % 2 === 1 };
    [x, y] = [y, step.remainder];
  }
}

/** Does the first player win Euclid's game from (a, b)? By the walk: O(log min(a, b)) steps. */
export function euclidFirstPlayerWins(a: bigint, b: bigint): boolean {
  return euclidWalk(a, b).firstPlayerWins;
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
  const left = x - k * y; // the remainder r < y when k = q, else y + r
  return { k, to: k === q ? [y, left] : [left, y] };
}
