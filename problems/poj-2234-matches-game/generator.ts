import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_PILE = 10_000_000;

const line = (piles: readonly number[]) => `${piles.length} ${piles.join(" ")}`;
const file = (lines: string[]) => lines.join("\n") + "\n";

/** Every sorted tuple of `m` piles with sizes in 1..max (all positions up to pile order). */
function allPositions(m: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === m) return void out.push(prefix);
    for (let a = min; a <= max; a++) rec([...prefix, a], a);
  };
  rec([], 1);
  return out;
}

function randomPiles(rng: Random, m: number, max: number): number[] {
  return Array.from({ length: m }, () => rng.int(1, max));
}

/** A position with nim-sum 0 (a P-position): the last pile cancels the others, if it can. */
function losingPiles(rng: Random, m: number, max: number): number[] {
  for (;;) {
    const piles = randomPiles(rng, m - 1, max);
    const last = piles.reduce((x, a) => x ^ a, 0);
    if (last >= 1 && last <= max) return [...piles, last];
  }
}

function randomLines(rng: Random, count: number, maxM: number, maxPile: number): string[] {
  return Array.from({ length: count }, () => {
    const m = rng.int(1, maxM);
    // Half the cases are P-positions, so "always Yes" cannot pass.
    return line(m >= 2 && rng.next() < 0.5 ? losingPiles(rng, m, maxPile) : randomPiles(rng, m, maxPile));
  });
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every position up to pile order that the brute force searches at once (437).
  for (const [m, max] of [[1, 12], [2, 12], [3, 9], [4, 6], [5, 4]] as const) {
    tests.push({ group: "small", name: `all positions with ${m} piles of at most ${max}`, input: file(allPositions(m, max).map(line)) });
  }

  tests.push({ group: "random", name: "1000 cases, piles up to 100", input: file(randomLines(rng, 1000, 20, 100)) });
  tests.push({ group: "random", name: "1000 cases, piles up to 10^7", input: file(randomLines(rng, 1000, 20, MAX_PILE)) });
  tests.push({ group: "random", name: "1000 cases, powers of two", input: file(Array.from({ length: 1000 }, () => line(randomPiles(rng, rng.int(1, 20), 23).map((k) => 2 ** k)))) });

  tests.push({ group: "edge", name: "one pile, always a first-player win", input: file([line([1]), line([MAX_PILE]), line([7])]) });
  tests.push({
    group: "edge",
    name: "largest piles, equal pairs, twenty equal piles",
    input: file([
      line(Array(20).fill(MAX_PILE)),
      line(Array(19).fill(MAX_PILE)),
      line([MAX_PILE, MAX_PILE - 1]),
      line([1, 2, 3]),
      line([1, 1]),
      line(Array(20).fill(1)),
    ]),
  });
  tests.push({ group: "edge", name: "no newline after the last case", input: `${line([3, 5, 6])}\n${line([4, 4, 9])}` });

  tests.push({ group: "maximal", name: "20000 cases of 20 piles up to 10^7", input: file(Array.from({ length: 20_000 }, () => line(rng.next() < 0.5 ? losingPiles(rng, 20, MAX_PILE) : randomPiles(rng, 20, MAX_PILE)))) });
  return tests;
};

/** Small random positions the brute force answers at once: up to 4 piles of at most 7. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: 400 }, () => line(randomPiles(rng, rng.int(1, 4), 7))));

export default generate;
