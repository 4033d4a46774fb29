import { fibonacciUpTo, isFibonacci, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_N = 2 ** 31 - 1;
const MAX_CASES = 100_000;

const file = (cases: readonly number[]) => cases.join("\n") + (cases.length > 0 ? "\n" : "") + "0\n";

/** The Fibonacci numbers 2 <= f < 2^31 (44 of them): the lost piles. */
const FIBS = fibonacciUpTo(MAX_N).filter((f) => f >= 2);

/**
 * Numbers a Fibonacci table built in 32-bit integers wrongly contains: the wrapped values of
 * F(46), F(47), ... (tables of up to 90 entries) that are ordinary piles 2 <= n < 2^31.
 */
function int32WrappedValues(): number[] {
  const f = new Int32Array(90);
  f[0] = 1;
  f[1] = 2;
  for (let i = 2; i < f.length; i++) f[i] = f[i - 1]! + f[i - 2]!;
  return [...new Set(f)].filter((v) => v >= 2 && !isFibonacci(v)).sort((a, b) => a - b);
}

/** A pile in lo..hi: a third Fibonacci numbers, a third next to one, a third uniform. */
function randomPile(rng: Random, lo: number, hi: number): number {
  const fibs = FIBS.filter((f) => f >= lo && f <= hi);
  const r = rng.next();
  if (fibs.length > 0 && r < 1 / 3) return rng.pick(fibs);
  if (fibs.length > 0 && r < 2 / 3) {
    const n = rng.pick(fibs) + rng.pick([-2, -1, 1, 2]);
    if (n >= lo && n <= hi && n >= 2) return n;
  }
  return rng.int(lo, hi);
}

const piles = (rng: Random, count: number, lo: number, hi: number) => Array.from({ length: count }, () => randomPile(rng, lo, hi));

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  tests.push({ group: "small", name: "every n from 2 to 250", input: file(Array.from({ length: 249 }, (_, i) => i + 2)) });
  tests.push({ group: "small", name: "300 random n up to 250, a third Fibonacci", input: file(piles(rng, 300, 2, 250)) });

  tests.push({ group: "random", name: "1000 random n up to 10^4, a third Fibonacci", input: file(piles(rng, 1000, 2, 10_000)) });
  // A search over (stones, cap) run for each n costs at least n steps per case: too slow here.
  tests.push({ group: "random", name: "3000 random n in 5*10^5..10^6", input: file(piles(rng, 3000, 500_000, 1_000_000)) });
  tests.push({ group: "random", name: "5000 random n below 2^31, a third Fibonacci", input: file(piles(rng, 5000, 2, MAX_N)) });

  tests.push({ group: "edge", name: "one case: n = 2", input: file([2]) });
  tests.push({ group: "edge", name: "n = 2..8: the first moves may not take the whole pile", input: file([2, 3, 4, 5, 6, 7, 8]) });
  const near = FIBS.flatMap((f) => [f - 1, f, f + 1]).filter((n) => n >= 2 && n <= MAX_N);
  tests.push({ group: "edge", name: "every Fibonacci number below 2^31 and its neighbours", input: file(near) });
  tests.push({ group: "edge", name: "the largest piles: 2^31 - 1, 1836311903, 1134903170", input: file([MAX_N, MAX_N - 1, 1836311903, 1836311904, 1134903170, 1134903169, 1_000_000_000]) });
  const wrapped = int32WrappedValues();
  tests.push({ group: "edge", name: `the ${wrapped.length} piles a 32-bit Fibonacci table of 90 entries wraps to (512559680 among them), and their successors`, input: file([...wrapped, 13, ...wrapped.map((v) => v + 1)]) });
  tests.push({ group: "edge", name: "no newline after the terminating 0", input: file([21, 22]).slice(0, -1) });

  tests.push({ group: "maximal", name: "100000 random n below 2^31, a third Fibonacci", input: file(piles(rng, MAX_CASES, 2, MAX_N)) });
  tests.push({ group: "maximal", name: "100000 random n in 2^31 - 10^6 .. 2^31 - 1", input: file(piles(rng, MAX_CASES, MAX_N - 1_000_000, MAX_N)) });
  return tests;
};

/** Small random inputs for the brute force: 200 n up to 200, a third Fibonacci. */
export const stress: StressGenerator = (rng) => file(piles(rng, 200, 2, 200));

export default generate;
