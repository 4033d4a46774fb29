import { fibonacciMoves, ruleGrundyTable, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_PILE = 1000;
const MAX_CASES = 100_000;

type Triple = readonly [number, number, number];

const file = (cases: readonly Triple[]) => cases.map((c) => c.join(" ")).join("\n") + (cases.length > 0 ? "\n" : "") + "0 0 0\n";

/** g(0..1000) of one pile: only used to aim half of the random triples at P-positions. */
const G = ruleGrundyTable(MAX_PILE, fibonacciMoves);
const byValue = new Map<number, number[]>();
for (let h = 1; h <= MAX_PILE; h++) {
  const list = byValue.get(G[h]!);
  if (list) list.push(h);
  else byValue.set(G[h]!, [h]);
}

/** A random triple with piles in 1..max; with probability 1/2 the third pile cancels the xor when it can. */
function randomTriple(rng: Random, max: number): Triple {
  const a = rng.int(1, max);
  const b = rng.int(1, max);
  let c = rng.int(1, max);
  if (rng.next() < 0.5) {
    const options = (byValue.get(G[a]! ^ G[b]!) ?? []).filter((h) => h <= max);
    if (options.length > 0) c = rng.pick(options);
  }
  const t: [number, number, number] = [a, b, c];
  // Shuffle so the cancelling pile is not always last.
  for (let i = 2; i > 0; i--) {
    const j = rng.int(0, i);
    [t[i], t[j]] = [t[j]!, t[i]!];
  }
  return t;
}

/** Every sorted triple with piles in 1..max (what the brute force searches). */
function sortedTriples(max: number): Triple[] {
  const out: Triple[] = [];
  for (let a = 1; a <= max; a++) for (let b = a; b <= max; b++) for (let c = b; c <= max; c++) out.push([a, b, c]);
  return out;
}

/** The Fibonacci numbers up to 1000 (1, 2, 3, 5, ..., 987). */
const FIBS = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  tests.push({ group: "small", name: "every sorted triple with piles 1..24", input: file(sortedTriples(24)) });
  const ordered: Triple[] = [];
  for (let a = 1; a <= 9; a++) for (let b = 1; b <= 9; b++) for (let c = 1; c <= 9; c++) ordered.push([a, b, c]);
  tests.push({ group: "small", name: "every ordered triple with piles 1..9", input: file(ordered) });
  tests.push({ group: "small", name: "300 random triples with piles up to 40, half P", input: file(Array.from({ length: 300 }, () => randomTriple(rng, 40))) });

  tests.push({ group: "random", name: "1000 random triples with piles up to 200, half P", input: file(Array.from({ length: 1000 }, () => randomTriple(rng, 200))) });
  tests.push({ group: "random", name: "5000 random triples with piles up to 1000, half P", input: file(Array.from({ length: 5000 }, () => randomTriple(rng, MAX_PILE))) });
  // Piles from 144 up: a Fibonacci list cut at 89 (ten numbers) first goes wrong there.
  tests.push({ group: "random", name: "2000 random triples with piles 144..1000, half P", input: file(Array.from({ length: 2000 }, () => randomTriple(rng, MAX_PILE)).map((t) => t.map((h) => Math.max(h, 144)) as unknown as Triple)) });

  tests.push({ group: "edge", name: "one case: 1 1 1", input: file([[1, 1, 1]]) });
  const nearFibs = FIBS.flatMap((f) => [f - 1, f, f + 1]).filter((h) => h >= 1 && h <= MAX_PILE);
  const edgeCases: Triple[] = [];
  for (const a of nearFibs) for (const b of nearFibs) edgeCases.push([a, b, nearFibs[(a * 7 + b) % nearFibs.length]!]);
  edgeCases.push([MAX_PILE, MAX_PILE, MAX_PILE], [1, 1, MAX_PILE], [987, 987, 987], [1, 2, 3], [4, 4, 4], [4, 10, 14]);
  tests.push({ group: "edge", name: "piles at and next to the Fibonacci numbers, piles of 1000", input: file(edgeCases) });
  tests.push({ group: "edge", name: "no newline after the terminating 0 0 0", input: file([[2, 3, 5], [4, 1, 1]]).slice(0, -1) });

  tests.push({ group: "maximal", name: "100000 random triples with piles up to 1000, half P", input: file(Array.from({ length: MAX_CASES }, () => randomTriple(rng, MAX_PILE))) });
  tests.push({ group: "maximal", name: "100000 random triples with piles 900..1000", input: file(Array.from({ length: MAX_CASES }, () => [rng.int(900, MAX_PILE), rng.int(900, MAX_PILE), rng.int(900, MAX_PILE)] as const)) });
  return tests;
};

/** Small random inputs for the brute force: 200 triples with piles up to 40. */
export const stress: StressGenerator = (rng) => file(Array.from({ length: 200 }, () => randomTriple(rng, 40)));

export default generate;
