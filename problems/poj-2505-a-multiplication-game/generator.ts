import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

/** 1 < n < 4294967295. */
const MIN_N = 2;
const MAX_N = 4_294_967_294;
const MAX_LINES = 100_000;

const file = (ns: readonly number[]) => ns.map(String).join("\n") + "\n";
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The band edges 18^k and 9*18^k, and their neighbours within d, inside the limits. */
function bandEdges(d: number): number[] {
  const out: number[] = [];
  for (let k = 0; 18 ** k <= MAX_N; k++) {
    for (const edge of [18 ** k, 9 * 18 ** k]) {
      for (let x = edge - d; x <= edge + d; x++) if (x >= MIN_N && x <= MAX_N) out.push(x);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** n spread evenly in log scale over 2..MAX_N (every band gets its share), or uniformly. */
function randomN(rng: Random): number {
  if (rng.next() < 0.5) return rng.int(MIN_N, MAX_N);
  return Math.min(MAX_N, Math.max(MIN_N, Math.floor(Math.exp(rng.next() * Math.log(MAX_N)))));
}

/** n near a band edge (within 20), where rounding mistakes show. */
function nearEdge(rng: Random, edges: readonly number[]): number {
  return Math.min(MAX_N, Math.max(MIN_N, rng.pick(edges) + rng.int(-20, 20)));
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
  const edges = bandEdges(0);

  tests.push({ group: "small", name: "every n from 2 to 3000", input: file(range(2, 3000)) });
  tests.push({ group: "small", name: "every n from 3001 to 6000", input: file(range(3001, 6000)) });

  tests.push({ group: "random", name: "2000 n up to 2^32 - 2, uniform and log-uniform", input: file(Array.from({ length: 2000 }, () => randomN(rng))) });
  tests.push({ group: "random", name: "2000 n within 20 of a band edge", input: file(Array.from({ length: 2000 }, () => nearEdge(rng, edges))) });
  tests.push({ group: "random", name: "2000 n up to 10^6", input: file(Array.from({ length: 2000 }, () => rng.int(MIN_N, 1_000_000))) });

  tests.push({ group: "edge", name: "the first bands: 2, 9, 10, 18, 19, 162, 163, 324, 325", input: file([2, 9, 10, 18, 19, 162, 163, 324, 325]) });
  tests.push({ group: "edge", name: "every band edge 18^k and 9*18^k within 2 either side", input: file(bandEdges(2)) });
  // Single precision rounds these onto the edge below them (above 2^24 a float loses the last bits).
  tests.push({ group: "edge", name: "just above the edges past 2^24: 17006113, 34012225, 306110017, 612220033", input: file([17006113, 34012225, 306110017, 612220033]) });
  // 18^7 * 9 wraps past 2^32: a 32-bit product goes wrong for n in (1215012992, 2^31).
  tests.push({ group: "edge", name: "32-bit overflow: n between 1215012992 and 2^31, and the largest n", input: file([1215012992, 1215012993, 1500000000, 2147483647, 2147483648, 4294967293, MAX_N]) });
  tests.push({ group: "edge", name: "no newline after the last n", input: "17\n162\n163" });

  const extremes = [MIN_N, MAX_N, 4294967293, 612220032, 612220033, 2147483647, ...bandEdges(1)];
  tests.push({
    group: "maximal",
    name: "10^5 n up to 2^32 - 2, mostly large, with every band edge",
    input: file(shuffle(rng, [...extremes, ...Array.from({ length: MAX_LINES - extremes.length }, () => rng.int(1_000_000_000, MAX_N))])),
  });
  tests.push({
    group: "maximal",
    name: "10^5 n: uniform, log-uniform and near band edges",
    input: file(Array.from({ length: MAX_LINES }, () => (rng.next() < 0.3 ? nearEdge(rng, edges) : randomN(rng)))),
  });
  return tests;
};

/** Small random n the brute force answers at once, many near the edges. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: 200 }, () => (rng.next() < 0.5 ? rng.int(MIN_N, 20_000) : nearEdge(rng, bandEdges(0).filter((e) => e <= 1e6)))));

export default generate;
