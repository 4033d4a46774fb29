import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_N = 10;
const MAX_PILE = 100;

/** The input format: each case is "n" then the n pile sizes on the next line; a "0" line ends it. */
const file = (cases: readonly (readonly number[])[]) => cases.map((a) => `${a.length}\n${a.join(" ")}\n`).join("") + "0\n";

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Every sorted tuple of `n` piles with sizes in 0..max (every position up to pile order). */
function allPositions(n: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === n) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 0);
  return out;
}

const randomPiles = (rng: Random, n: number, max: number) => Array.from({ length: n }, () => rng.int(0, max));

/** A P-position: equal pairs of non-empty piles, padded with empty piles, in random order. */
function pairedPiles(rng: Random, n: number, max: number, zeroChance: number): number[] {
  const piles: number[] = [];
  while (piles.length < n) {
    if (piles.length + 2 <= n && rng.next() >= zeroChance) {
      const a = rng.int(1, max);
      piles.push(a, a);
    } else piles.push(0);
  }
  return shuffle(rng, piles);
}

/** A paired position with one pile changed: the positions a careless rule gets wrong. */
function nearlyPaired(rng: Random, n: number, max: number): number[] {
  const piles = pairedPiles(rng, n, max, 0.2);
  const i = rng.int(0, n - 1);
  piles[i] = Math.min(max, Math.max(0, piles[i]! + rng.pick([-1, 1, 2])));
  return piles;
}

/** Nim-sum 0 but (usually) not paired, such as 1 2 3: refutes "it is just Nim". */
function xorZero(rng: Random, n: number, max: number): number[] {
  for (;;) {
    const piles = randomPiles(rng, n - 1, max);
    const last = piles.reduce((x, a) => x ^ a, 0);
    if (last <= max) return shuffle(rng, [...piles, last]);
  }
}

function mixed(rng: Random, count: number, max: number, zeroChance: number): number[][] {
  return Array.from({ length: count }, () => {
    const n = rng.int(1, MAX_N);
    const kind = rng.next();
    if (kind < 0.4) return pairedPiles(rng, n, max, zeroChance);
    if (kind < 0.6) return nearlyPaired(rng, n, max);
    if (kind < 0.7 && n >= 3) return xorZero(rng, n, max);
    return randomPiles(rng, n, max).map((a) => (rng.next() < zeroChance ? 0 : a));
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive, empty piles included: every position (up to pile order, shown in a
  // random order) that the brute force searches quickly.
  for (const [n, max] of [[1, 14], [2, 14], [3, 9], [4, 5], [5, 4], [6, 4]] as const) {
    tests.push({
      group: "small",
      name: `all positions with ${n} piles of 0..${max}`,
      input: file(allPositions(n, max).map((a) => shuffle(rng, a))),
    });
  }

  tests.push({ group: "random", name: "2000 cases, piles up to 10, many empty", input: file(mixed(rng, 2000, 10, 0.3)) });
  tests.push({ group: "random", name: "2000 cases, piles up to 100", input: file(mixed(rng, 2000, MAX_PILE, 0.1)) });
  tests.push({ group: "random", name: "2000 cases, no empty pile", input: file(mixed(rng, 2000, MAX_PILE, 0)) });

  tests.push({
    group: "edge",
    name: "empty piles: the shortcut 'n odd wins' is wrong",
    input: file([[0], [0, 0, 0], [0, 1, 1], [1, 0, 1], [7, 0], [0, 100, 0, 100, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [5, 5, 0, 0, 0, 0, 0, 0, 0, 0], [0, 1, 2, 3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 100]]),
  });
  tests.push({
    group: "edge",
    name: "one pile, largest piles, ten piles",
    input: file([[1], [100], [2], [100, 100], [100, 99], Array(10).fill(100), Array(9).fill(100), [...Array(9).fill(100), 0], [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], [1, 1, 2, 2, 3, 3, 4, 4, 5, 6]]),
  });
  tests.push({ group: "edge", name: "Nim-sum 0 but not paired", input: file([[1, 2, 3], [3, 2, 1], [1, 4, 5], [0, 1, 2, 3], [4, 8, 12, 16, 16], [1, 2, 3, 1, 2, 3]]) });

  const maximal = Array.from({ length: 80_000 }, () => (rng.next() < 0.5 ? pairedPiles(rng, MAX_N, MAX_PILE, 0.05) : nearlyPaired(rng, MAX_N, MAX_PILE)));
  tests.push({ group: "maximal", name: "80000 cases of 10 piles up to 100", input: file(maximal) });
  return tests;
};

/** Small random positions the brute force answers at once: up to 4 piles of 0..6. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: 150 }, () => {
    const n = rng.int(1, 4);
    return rng.next() < 0.3 ? pairedPiles(rng, n, 6, 0.3) : randomPiles(rng, n, 6);
  }));

export default generate;
