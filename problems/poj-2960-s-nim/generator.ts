import { seededRandom, subtractionGrundyTable, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_K = 100;
const MAX_S = 10_000;
const MAX_M = 100;
const MAX_L = 100;
const MAX_H = 10_000;

interface TestCase {
  set: readonly number[];
  positions: readonly (readonly number[])[];
}

const caseText = (c: TestCase) =>
  [`${c.set.length} ${c.set.join(" ")}`, `${c.positions.length}`, ...c.positions.map((p) => `${p.length} ${p.join(" ")}`)].join("\n");
const file = (cases: readonly TestCase[]) => cases.map(caseText).join("\n") + "\n0\n";

/** Splits a list of positions into test cases of at most 100 positions with the same S. */
function casesFor(set: readonly number[], positions: readonly (readonly number[])[]): TestCase[] {
  const out: TestCase[] = [];
  for (let i = 0; i < positions.length; i += MAX_M) out.push({ set, positions: positions.slice(i, i + MAX_M) });
  return out;
}

/** Every sorted tuple of `l` heaps with sizes in 0..max. */
function allPositions(l: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (prefix: number[], min: number) => {
    if (prefix.length === l) return void out.push(prefix);
    for (let h = min; h <= max; h++) rec([...prefix, h], h);
  };
  rec([], 0);
  return out;
}

/** The positions the brute force searches at once: 1 heap <= 30, 2 <= 12, 3 <= 7, 4 <= 4. */
const SMALL_POSITIONS = [...allPositions(1, 30), ...allPositions(2, 12), ...allPositions(3, 7), ...allPositions(4, 4)];

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A random S: k elements in 1..maxS, unsorted, sometimes with repeats. */
function randomSet(rng: Random, k: number, maxS: number): number[] {
  const set = Array.from({ length: k }, () => rng.int(1, maxS));
  if (k >= 2 && rng.next() < 0.3) set[rng.int(0, k - 1)] = set[0]!; // a repeat
  return set;
}

/**
 * Random positions of `l` heaps (l in 1..maxL, heaps in 0..maxH); about half are L-positions:
 * the last heap is chosen with the Grundy value that cancels the others, when one exists.
 */
function randomPositions(rng: Random, set: readonly number[], count: number, minL: number, maxL: number, maxH: number): number[][] {
  const g = subtractionGrundyTable(set, maxH);
  const byValue = new Map<number, number[]>();
  g.forEach((v, h) => {
    const list = byValue.get(v);
    if (list) list.push(h);
    else byValue.set(v, [h]);
  });
  return Array.from({ length: count }, () => {
    const l = rng.int(minL, maxL);
    const heaps = Array.from({ length: l }, () => rng.int(0, maxH));
    if (rng.next() < 0.5) {
      const x = heaps.slice(0, -1).reduce((acc, h) => acc ^ g[h]!, 0);
      const options = byValue.get(x);
      if (options) heaps[l - 1] = rng.pick(options);
    }
    return heaps;
  });
}

function randomCase(rng: Random, o: { maxK: number; maxS: number; maxM: number; maxL: number; maxH: number }): TestCase {
  const set = randomSet(rng, rng.int(1, o.maxK), o.maxS);
  return { set, positions: randomPositions(rng, set, rng.int(1, o.maxM), 1, o.maxL, o.maxH) };
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every S within {1..6} of at most 5 elements (62 sets), each with
  // every position the brute force searches at once (312 positions, so 4 test cases per S).
  const subsets: number[][] = [];
  for (let mask = 1; mask < 63; mask++) subsets.push([1, 2, 3, 4, 5, 6].filter((_, i) => mask & (1 << i)));
  for (let part = 0; part < 3; part++) {
    const sets = subsets.slice(part * 25, part * 25 + 25);
    // Every other set is written in decreasing order, to punish a loop that assumes S sorted.
    const cases = sets.flatMap((set, i) => casesFor(i % 2 === 0 ? set : set.slice().reverse(), SMALL_POSITIONS));
    tests.push({ group: "small", name: `S within {1..6}, all small positions, part ${part + 1}`, input: file(cases) });
  }
  // Random unsorted S with repeats and elements up to 12, all small positions.
  const randomSets = Array.from({ length: 20 }, () => randomSet(rng, rng.int(1, 6), 12));
  tests.push({ group: "small", name: "20 random S with elements <= 12 (unsorted, repeats), all small positions", input: file(randomSets.flatMap((set) => casesFor(set, shuffled(rng, SMALL_POSITIONS)))) });

  tests.push({ group: "random", name: "20 cases, S up to 20, heaps up to 100", input: file(Array.from({ length: 20 }, () => randomCase(rng, { maxK: 5, maxS: 20, maxM: 30, maxL: 10, maxH: 100 }))) });
  tests.push({ group: "random", name: "10 cases, S up to 1000, heaps up to 1000", input: file(Array.from({ length: 10 }, () => randomCase(rng, { maxK: 20, maxS: 1000, maxM: 20, maxL: 20, maxH: 1000 }))) });
  tests.push({ group: "random", name: "5 cases, S up to 10^4, heaps up to 10^4", input: file(Array.from({ length: 5 }, () => randomCase(rng, { maxK: 100, maxS: MAX_S, maxM: 5, maxL: 100, maxH: MAX_H }))) });

  tests.push({ group: "edge", name: "one case, one position of one empty heap", input: file([{ set: [1], positions: [[0]] }]) });
  tests.push({
    group: "edge",
    name: "elements larger than every heap, S = {10000}, 100 copies of one element, S = {1}",
    input: file([
      { set: [MAX_S, 9999], positions: [[5000], [0, 0], [9998, 1], [MAX_H], [MAX_H, 9999], [9999]] },
      { set: [MAX_S], positions: [[MAX_H], [MAX_H, MAX_H], [MAX_H, 9999], [9999, 0, 1]] },
      { set: Array(MAX_K).fill(1), positions: [[1], [2], [MAX_H], [MAX_H, 1], Array(MAX_L).fill(MAX_H), Array(MAX_L - 1).fill(1)] },
      { set: Array.from({ length: MAX_K }, (_, i) => MAX_K - i), positions: [[MAX_H], [101], [101, 101], [202, 0], Array(MAX_L).fill(0)] },
      { set: [7, 3], positions: [[3], [7], [1, 2], [10, 3]] },
    ]),
  });
  tests.push({ group: "edge", name: "same S twice in a row, then another S", input: file([{ set: [2, 5], positions: [[5, 12]] }, { set: [2, 5], positions: [[2, 4, 7]] }, { set: [1, 2, 3, 4, 5], positions: [[6], [6, 7]] }]) });
  tests.push({ group: "edge", name: "no newline after the terminating 0", input: file([{ set: [3, 1], positions: [[4], [2, 2]] }]).slice(0, -1) });

  // Largest cases: k = 100, m = 100, l = 100, heaps up to 10^4, half of the positions L.
  const maxCase = (maxS: number): TestCase => {
    const set = Array.from({ length: MAX_K }, () => rng.int(1, maxS));
    return { set, positions: randomPositions(rng, set, MAX_M, MAX_L, MAX_L, MAX_H) };
  };
  tests.push({ group: "maximal", name: "10 cases, k = m = l = 100, elements up to 10^4", input: file(Array.from({ length: 10 }, () => maxCase(MAX_S))) });
  tests.push({ group: "maximal", name: "10 cases, k = m = l = 100, elements up to 300", input: file(Array.from({ length: 10 }, () => maxCase(300))) });
  return tests;
};

/** Small random inputs for the brute force: 5 test cases, S within 1..12, small positions. */
export const stress: StressGenerator = (rng) => {
  const cases = Array.from({ length: 5 }, () => {
    const set = randomSet(rng, rng.int(1, 6), 12);
    return { set, positions: Array.from({ length: rng.int(1, MAX_M) }, () => rng.pick(SMALL_POSITIONS)) };
  });
  return file(cases);
};

export default generate;
