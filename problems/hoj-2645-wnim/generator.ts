import { seededRandom, wythoffPair, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX = 10n ** 18n;
const MAX_LINES = 100_000;

type Pos = [bigint, bigint];
const file = (cases: readonly Pos[]) => cases.map(([a, b]) => `${a} ${b}`).join("\n") + "\n";
const pair = (k: bigint): Pos => [...wythoffPair(k)];
const inRange = ([a, b]: Pos) => a >= 0n && b >= 0n && a <= MAX && b <= MAX;
const swapMaybe = (rng: Random, [a, b]: Pos): Pos => (rng.next() < 0.5 ? [a, b] : [b, a]);

/** The largest difference k whose P-position (a_k, a_k + k) still has b <= 10^18. */
const MAX_K = (() => {
  let lo = 0n;
  let hi = MAX;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (pair(mid)[1] <= MAX) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
})();

/** A uniform-enough bigint in [lo, hi] (90 random bits reduced modulo the range). */
function big(rng: Random, lo: bigint, hi: bigint): bigint {
  let x = 0n;
  for (let i = 0; i < 3; i++) x = (x << 30n) | BigInt(rng.int(0, 2 ** 30 - 1));
  return lo + (x % (hi - lo + 1n));
}

const NEAR: readonly (readonly [bigint, bigint])[] = [[1n, 0n], [0n, 1n], [1n, 1n], [-1n, 0n], [0n, -1n], [-1n, -1n], [2n, 1n], [1n, 2n]];

/**
 * A mix of P-positions with difference in [minK, maxK], their near misses (one pile or both off
 * by one, N-positions) and pairs with a difference in the same range, piles up to 10^18.
 */
function mixed(rng: Random, count: number, minK: bigint, maxK: bigint): Pos[] {
  const out: Pos[] = [];
  while (out.length < count) {
    const r = rng.next();
    let p: Pos;
    if (r < 0.45) {
      p = pair(big(rng, minK, maxK));
    } else if (r < 0.75) {
      const [a, b] = pair(big(rng, minK > 0n ? minK : 1n, maxK));
      const [da, db] = rng.pick(NEAR);
      p = [a + da, b + db];
    } else {
      const k = big(rng, minK, maxK);
      const a = big(rng, 0n, MAX - k);
      p = [a, a + k];
    }
    if (inRange(p)) out.push(swapMaybe(rng, p));
  }
  return out;
}

/** The P-positions whose difference is a Fibonacci number, and their near misses: k phi lies within phi^-n of an integer. */
function fibonacciDifferences(): Pos[] {
  const out: Pos[] = [];
  for (let x = 1n, y = 2n; x <= MAX_K; [x, y] = [y, x + y]) {
    const [a, b] = pair(x);
    for (const p of [[a, b], [a + 1n, b + 1n], [a - 1n, b - 1n], [a, b + 1n], [a + 1n, b]] as Pos[]) {
      if (inRange(p)) out.push(p, [p[1], p[0]]);
    }
  }
  return out;
}

/**
 * The 28 inputs below 10^9 where the double-precision formula errs (POJ 1067's scan of every
 * k <= 10^9: these 14 differences have their P-position inside 10^9), in both orders.
 */
function doubleTrapsBelow1e9(): Pos[] {
  const ks = [
    102334155n, 141422324n, 180510493n, 204668310n, 219598662n, 243756479n, 267914296n,
    282844648n, 307002465n, 321932817n, 336863169n, 346090634n, 361020986n, 370248451n,
  ];
  const out: Pos[] = [];
  for (const k of ks) {
    const [a, b] = pair(k);
    out.push([a, b], [b, a], [a + 1n, b + 1n], [b + 1n, a + 1n]);
  }
  return out;
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position the brute force searches in a moment.
  const ordered: Pos[] = [];
  for (let a = 0n; a <= 40n; a++) for (let b = 0n; b <= 40n; b++) ordered.push([a, b]);
  tests.push({ group: "small", name: "all ordered pairs with piles of at most 40", input: file(ordered) });
  const sorted: Pos[] = [];
  for (let b = 41n; b <= 110n; b++) for (let a = 0n; a <= b; a++) sorted.push([a, b]);
  tests.push({ group: "small", name: "all pairs a <= b with 41 <= b <= 110", input: file(sorted) });

  tests.push({ group: "random", name: "3000 cases, differences up to 3000", input: file(mixed(rng, 3000, 0n, 3000n)) });
  tests.push({ group: "random", name: "3000 cases, differences up to 10^9", input: file(mixed(rng, 3000, 0n, 10n ** 9n)) });
  tests.push({ group: "random", name: "3000 cases, differences from 10^15 up to the largest", input: file(mixed(rng, 3000, 10n ** 15n, MAX_K)) });
  // The largest P-positions: piles near 10^18, differences near the largest k.
  tests.push({ group: "random", name: "3000 cases, differences within 10^6 of the largest", input: file(mixed(rng, 3000, MAX_K - 1_000_000n, MAX_K)) });

  tests.push({ group: "edge", name: "empty piles and the first P-positions", input: file([[0n, 0n], [0n, 1n], [1n, 0n], [1n, 1n], [1n, 2n], [2n, 1n], [2n, 2n], [0n, 2n], [3n, 5n], [5n, 3n], [2n, 4n], [4n, 2n]]) });
  tests.push({
    group: "edge",
    name: "equal piles, an empty pile and difference one at 10^18",
    input: file([[MAX, MAX], [MAX - 1n, MAX], [MAX, MAX - 1n], [0n, MAX], [MAX, 0n], [0n, 0n], [123456789012345678n, 123456789012345678n]]),
  });
  tests.push({ group: "edge", name: "Fibonacci differences up to 10^18: their P-positions and near misses", input: file(fibonacciDifferences()) });
  tests.push({ group: "edge", name: "the 56 inputs below 10^9 where double-precision phi errs", input: file(doubleTrapsBelow1e9()) });
  // 5 k^2 passes 2^64 at k = 1920767766 (unsigned) and 2^63 at k = 1358187913 (signed).
  tests.push({ group: "edge", name: "P-positions and near misses with differences around 1.9 * 10^9", input: file(mixed(rng, 400, 1_300_000_000n, 2_100_000_000n)) });
  tests.push({ group: "edge", name: "no newline after the last case", input: "4 7\n7 4\n6 10\n10 7" });

  const largest = pair(MAX_K);
  const extremes: Pos[] = [[0n, MAX], [MAX, 0n], [1n, MAX], largest, [largest[1], largest[0]], [MAX, MAX], [0n, 0n]];
  tests.push({
    group: "maximal",
    name: "10^5 cases up to 10^18, the largest P-position, (0, 10^18)",
    input: file(shuffle(rng, [...extremes, ...mixed(rng, MAX_LINES - extremes.length, 0n, MAX_K)])),
  });
  const traps = [...fibonacciDifferences(), ...doubleTrapsBelow1e9()];
  tests.push({
    group: "maximal",
    name: "10^5 cases up to 10^18 with every Fibonacci difference and the double traps below 10^9",
    input: file(shuffle(rng, [...traps, ...mixed(rng, MAX_LINES - traps.length, 10n ** 12n, MAX_K)])),
  });
  return tests;
};

/** Small random positions the brute force answers at once: piles of at most 100, many P. */
export const stress: StressGenerator = (rng) => {
  const cases: Pos[] = [];
  while (cases.length < 400) {
    const [a, b] = pair(BigInt(rng.int(0, 38)));
    const [da, db] = rng.next() < 0.5 ? [0n, 0n] : rng.pick(NEAR);
    const p: Pos = [a + da, b + db];
    if (p[0] >= 0n && p[1] >= 0n && p[0] <= 100n && p[1] <= 100n) cases.push(swapMaybe(rng, p));
  }
  return file(cases);
};

export default generate;
