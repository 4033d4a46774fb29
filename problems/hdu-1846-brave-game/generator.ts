import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX = 1000;
const MAX_CASES = 100;

type Case = readonly [n: number, m: number];

const file = (cases: readonly Case[]) => `${cases.length}\n${cases.map(([n, m]) => `${n} ${m}`).join("\n")}\n`;

/** Splits a list of cases into files of at most 100 cases each. */
function chunks(cases: readonly Case[]): Case[][] {
  const out: Case[][] = [];
  for (let i = 0; i < cases.length; i += MAX_CASES) out.push(cases.slice(i, i + MAX_CASES));
  return out;
}

/** A P-position (n a multiple of m + 1) with n, m in range. */
function losing(rng: Random, maxN: number, maxM: number): Case {
  const m = rng.int(1, Math.min(maxM, maxN - 1));
  const r = rng.int(1, Math.floor(maxN / (m + 1)));
  return [(m + 1) * r, m];
}

/** Half P-positions, half uniform, so that "always first" cannot pass. */
function randomCase(rng: Random, maxN: number, maxM: number): Case {
  return rng.next() < 0.5 ? losing(rng, maxN, maxM) : [rng.int(1, maxN), rng.int(1, maxM)];
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every (n, m) with n <= 40 and m <= 10, searched by the brute force.
  const all: Case[] = [];
  for (let m = 1; m <= 10; m++) for (let n = 1; n <= 40; n++) all.push([n, m]);
  chunks(all).forEach((cases, i) => tests.push({ group: "small", name: `all n <= 40, m <= 10, part ${i + 1}`, input: file(cases) }));
  // m >= n: the first player takes everything.
  const big: Case[] = [];
  for (let n = 1; n <= 12; n++) for (let m = n; m <= n + 7; m++) big.push([n, m]);
  tests.push({ group: "small", name: "m >= n for n <= 12", input: file(big) });

  tests.push({ group: "random", name: "50 cases, n and m up to 100", input: file(Array.from({ length: 50 }, () => randomCase(rng, 100, 100))) });
  tests.push({ group: "random", name: "50 cases, n up to 1000, m up to 30", input: file(Array.from({ length: 50 }, () => randomCase(rng, MAX, 30))) });
  tests.push({ group: "random", name: "50 cases, n and m up to 1000", input: file(Array.from({ length: 50 }, () => randomCase(rng, MAX, MAX))) });

  tests.push({ group: "edge", name: "one case, n = m = 1", input: file([[1, 1]]) });
  tests.push({
    group: "edge",
    name: "bounds: m = 1 parity, m >= n, n = m + 1, largest values",
    input: file([
      [1, 1], [2, 1], [3, 1], [1000, 1], [999, 1],
      [1000, 1000], [1, 1000], [999, 1000], [1000, 999], [999, 998],
      [1000, 499], [1000, 3], [1000, 4], [1000, 9], [1000, 7], [2, 2], [3, 2], [4, 3], [5, 4], [6, 5],
    ]),
  });
  tests.push({ group: "edge", name: "no newline after the last case", input: "3\n12 3\n13 3\n1000 999" });

  // Largest positions: n near 1000 and m large, half of them P-positions.
  const maximal = (count: number): Case[] =>
    Array.from({ length: count }, (_, i) => {
      if (i % 2 === 0) {
        const m = rng.int(450, 999);
        return [(m + 1) * Math.floor(MAX / (m + 1)), m] as const;
      }
      return [rng.int(990, MAX), rng.int(900, MAX)] as const;
    });
  tests.push({ group: "maximal", name: "100 cases, n and m near 1000", input: file(maximal(MAX_CASES)) });
  tests.push({ group: "maximal", name: "100 cases, n and m near 1000 (second draw)", input: file(maximal(MAX_CASES)) });
  return tests;
};

/** One small random input: up to 100 cases with n <= 60 and m <= 15. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: rng.int(1, MAX_CASES) }, () => randomCase(rng, 60, 15)));

export default generate;
