import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_PILE = 1_000_000_000;
const MAX_CASES = 200;

const file = (cases: readonly (readonly number[])[]) => cases.map((k) => `${k.length}\n${k.join(" ")}`).join("\n") + "\n0\n";

/** Every sorted tuple of `n` piles with sizes in 1..max. */
function allPositions(n: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === n) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 1);
  return out;
}

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const randomPiles = (rng: Random, n: number, max: number) => Array.from({ length: n }, () => rng.int(1, max));

/** A P-position (nim-sum 0) when the last pile can cancel the others, else a random one. */
function losingPiles(rng: Random, n: number, max: number): number[] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const piles = randomPiles(rng, n - 1, max);
    const last = piles.reduce((x, a) => x ^ a, 0);
    if (last >= 1 && last <= max) return shuffled(rng, [...piles, last]);
  }
  return randomPiles(rng, n, max);
}

/**
 * Many winning moves: a P-position with a small pile changed, so the nim-sum's highest bit is low
 * and many piles have it (up to all of them when every pile is odd and X = 1).
 */
function manyWinners(rng: Random, n: number, max: number): number[] {
  const piles = losingPiles(rng, n, max);
  const i = rng.int(0, piles.length - 1);
  piles[i] = piles[i]! ^ (1 << rng.int(0, 3));
  if (piles[i]! < 1 || piles[i]! > max) piles[i] = 1;
  return piles;
}

/** `n` (odd) odd piles with nim-sum 1: every pile has X's highest bit, so all n moves win. */
function allWinners(rng: Random, n: number): number[] {
  for (;;) {
    const piles = Array.from({ length: n - 1 }, () => 2 * rng.int(0, 499_999_999) + 1);
    const last = piles.reduce((x, a) => x ^ a, 1);
    if (last >= 1 && last <= MAX_PILE) return shuffled(rng, [...piles, last]);
  }
}

function randomCases(rng: Random, count: number, maxN: number, maxPile: number): number[][] {
  return Array.from({ length: count }, () => {
    const n = rng.int(1, maxN);
    const r = rng.next();
    if (n >= 2 && r < 0.3) return losingPiles(rng, n, maxPile);
    if (n >= 2 && r < 0.6) return manyWinners(rng, n, maxPile);
    return randomPiles(rng, n, maxPile);
  });
}

/** Cases in groups of at most 200 per file. */
function files(cases: readonly number[][]): string[] {
  const out: string[] = [];
  for (let i = 0; i < cases.length; i += MAX_CASES) out.push(file(cases.slice(i, i + MAX_CASES)));
  return out;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: what the brute force searches at once (the sheet's bounds), each
  // position once in a shuffled pile order.
  for (const [n, max] of [[1, 30], [2, 16], [3, 10], [4, 7], [5, 4]] as const) {
    files(allPositions(n, max).map((p) => shuffled(rng, p))).forEach((input, part, all) => {
      tests.push({ group: "small", name: `all positions of ${n} piles of at most ${max}${all.length > 1 ? `, part ${part + 1}` : ""}`, input });
    });
  }

  tests.push({ group: "random", name: "200 cases, n up to 20, piles up to 100", input: file(randomCases(rng, MAX_CASES, 20, 100)) });
  tests.push({ group: "random", name: "200 cases, n up to 1000, piles up to 10^9", input: file(randomCases(rng, MAX_CASES, MAX_N, MAX_PILE)) });
  tests.push({ group: "random", name: "100 cases of many winning moves, n up to 1000, piles up to 10^9", input: file(Array.from({ length: 100 }, () => manyWinners(rng, rng.int(2, MAX_N), MAX_PILE))) });

  tests.push({
    group: "edge",
    name: "equal piles count separately; one pile; the largest piles",
    input: file([
      [3, 3, 1],
      [4, 4, 1],
      [1],
      [MAX_PILE],
      [MAX_PILE, MAX_PILE],
      [MAX_PILE, MAX_PILE, MAX_PILE],
      [MAX_PILE, MAX_PILE - 1],
      Array(MAX_N).fill(1),
      Array(MAX_N - 1).fill(1),
      Array(MAX_N).fill(MAX_PILE),
      Array(MAX_N - 1).fill(MAX_PILE),
      [2 ** 29, 2 ** 29 - 1, 1],
      [2 ** 29, 1, 2, 4, 8],
      [7, 11, 13],
    ]),
  });
  tests.push({ group: "edge", name: "every pile has the top bit: all n piles win (X = 1, all odd)", input: file([allWinners(rng, 999), allWinners(rng, 3), [1, 1, 1], [1, 3, 5, 7, 1]]) });
  tests.push({ group: "edge", name: "no newline after the terminating 0", input: file([[5, 6, 7], [2, 2]]).slice(0, -1) });

  const maxCase = () => (rng.next() < 0.3 ? losingPiles(rng, MAX_N, MAX_PILE) : rng.next() < 0.5 ? manyWinners(rng, MAX_N, MAX_PILE) : randomPiles(rng, MAX_N, MAX_PILE));
  tests.push({ group: "maximal", name: "200 cases of 1000 piles up to 10^9", input: file(Array.from({ length: MAX_CASES }, maxCase)) });
  return tests;
};

/** Small random positions the brute force answers at once: up to 4 piles of at most 7. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 150 }, () => randomPiles(rng, rng.int(1, 4), 7)));

export default generate;
