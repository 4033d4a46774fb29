import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_T = 100;
const MAX_N = 100_000;
const MAX_A = 1_000_000_000;

/** A whole input: T, then each test's n and its pile sizes. */
const file = (tests: readonly (readonly number[])[]) => [String(tests.length), ...tests.flatMap((a) => [String(a.length), a.join(" ")])].join("\n") + "\n";

/** Every position of n piles, each 0..max, in the input's order (pile 1, pile 2, the Nim piles). */
function allPositions(n: number, max: number): number[][] {
  if (n === 0) return [[]];
  return allPositions(n - 1, max).flatMap((rest) => Array.from({ length: max + 1 }, (_, a) => [...rest, a]));
}

/** Files of at most T = 100 tests. */
function chunks<T>(items: readonly T[], size = MAX_T): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const value = (a: number, i: number) => (i === 0 ? a % 4 : i === 1 ? a % 2 : a);
const xorOf = (piles: readonly number[]) => piles.reduce((x, a, i) => x ^ value(a, i), 0);

function randomPiles(rng: Random, n: number, max: number): number[] {
  return Array.from({ length: n }, () => rng.int(0, max));
}

/**
 * A position whose values xor to 0 (a loss for the first player), from `piles`: the last pile
 * cancels the others when it is a Nim pile (redrawn until it fits), else pile 1 is put in the
 * residue class that matches.
 */
function makeLosing(rng: Random, piles: number[], max: number): number[] {
  const n = piles.length;
  if (n >= 3) {
    for (;;) {
      const rest = xorOf(piles.slice(0, -1));
      if (rest <= max) return (piles[n - 1] = rest), piles;
      piles[2] = rng.int(0, max);
    }
  }
  const want = n === 2 ? piles[1]! % 2 : 0;
  piles[0] = Math.min(piles[0]! - (piles[0]! % 4) + want, max - ((max - want) % 4));
  return piles;
}

const losing = (rng: Random, n: number, max: number) => makeLosing(rng, randomPiles(rng, n, max), max);

function mixed(rng: Random, count: number, maxN: number, max: number): number[][] {
  return Array.from({ length: count }, () => {
    const n = rng.int(1, maxN);
    return rng.next() < 0.5 ? losing(rng, n, max) : randomPiles(rng, n, max);
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position the brute force searches at once.
  for (const [n, max] of [[1, 30], [2, 16], [3, 7], [4, 3], [5, 2]] as const) {
    const parts = chunks(allPositions(n, max));
    parts.forEach((part, k) => {
      const which = parts.length > 1 ? ` (part ${k + 1} of ${parts.length})` : "";
      tests.push({ group: "small", name: `all positions of ${n} piles of at most ${max}${which}`, input: file(part) });
    });
  }

  tests.push({ group: "random", name: "100 tests of up to 20 piles up to 30, half of them lost", input: file(mixed(rng, MAX_T, 20, 30)) });
  tests.push({ group: "random", name: "100 tests of up to 2000 piles up to 10^9, half of them lost", input: file(mixed(rng, MAX_T, 2000, MAX_A)) });
  tests.push({
    group: "random",
    name: "100 tests where only piles 1 and 2 decide (the Nim piles cancel in pairs)",
    input: file(Array.from({ length: MAX_T }, () => {
      const pairs = rng.int(0, 10);
      const nim = Array.from({ length: pairs }, () => rng.int(0, MAX_A)).flatMap((a) => [a, a]);
      return [rng.int(0, MAX_A), rng.int(0, MAX_A), ...nim];
    })),
  });

  tests.push({ group: "edge", name: "one pile: multiples of 4 lose", input: file([[0], [4], [8], [1], [3], [MAX_A], [MAX_A - 1], [999_999_999]]) });
  tests.push({
    group: "edge",
    name: "two piles: an even pile 2 is worth 0 although it has moves",
    input: file([[0, 0], [0, 2], [0, MAX_A], [0, 1], [4, 7], [5, 1], [5, 2], [1, 999_999_999], [2, 2]]),
  });
  tests.push({
    group: "edge",
    name: "all zero, and Nim piles that decide alone",
    input: file([Array(10).fill(0), [0, 0, 5], [4, 2, 5, 5], [4, 6, 7, 7, 3], [3, 1, 2], [MAX_A, MAX_A, MAX_A, MAX_A]]),
  });
  tests.push({ group: "edge", name: "no newline after the last test", input: file([[4], [3, 1]]).slice(0, -1) });

  tests.push({
    group: "maximal",
    name: "two tests of 10^5 piles up to 10^9 (one lost), the sum of n at 2 * 10^5",
    input: file([losing(rng, MAX_N, MAX_A), randomPiles(rng, MAX_N, MAX_A)]),
  });
  tests.push({
    group: "maximal",
    name: "100 tests of 2000 piles with piles 1 and 2 near 10^9, half of them lost",
    input: file(Array.from({ length: MAX_T }, () => {
      const piles = randomPiles(rng, 2000, MAX_A);
      piles[0] = MAX_A - rng.int(0, 3);
      piles[1] = MAX_A - rng.int(0, 1);
      return rng.next() < 0.5 ? makeLosing(rng, piles, MAX_A) : piles;
    })),
  });
  return tests;
};

/** Small random inputs the brute force answers at once: up to 4 piles of at most 7. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: MAX_T }, () => {
    const n = rng.int(1, 4);
    return rng.next() < 0.5 ? losing(rng, n, 7) : randomPiles(rng, n, 7);
  }));

export default generate;
