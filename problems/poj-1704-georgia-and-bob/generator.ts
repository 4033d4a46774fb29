import { seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const MAX_T = 20;
const MAX_N = 1000;
const MAX_CELL = 10_000;

/** The input format: T, then for each case "N" and the N cells on the next line. */
const file = (cases: readonly (readonly number[])[]) => `${cases.length}\n` + cases.map((c) => `${c.length}\n${c.join(" ")}\n`).join("");

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Cells from the empty runs: gaps[i] empty cells lie just left of the (i+1)-th chessman from the
 * left (gaps[0] counts from the wall). With pairing from the right, the runs that matter are
 * gaps[N-1], gaps[N-3], ...; `balance` makes their xor 0 by fixing gaps[N-1] (a P-position).
 */
function fromGaps(gaps: number[], balance: boolean): number[] {
  const n = gaps.length;
  if (balance) {
    let x = 0;
    for (let i = n - 3; i >= 0; i -= 2) x ^= gaps[i]!;
    gaps[n - 1] = x;
  }
  const cells: number[] = [];
  let at = 0;
  for (const g of gaps) cells.push((at += g + 1));
  return cells;
}

/** A position of n chessmen with runs of 0..maxGap empty cells, shuffled; P half of the time. */
function randomCase(rng: Random, n: number, maxGap: number): number[] {
  for (;;) {
    const cells = fromGaps(Array.from({ length: n }, () => rng.int(0, maxGap)), rng.next() < 0.5);
    if (cells[n - 1]! <= MAX_CELL) return shuffle(rng, cells);
  }
}

/**
 * N = 1000 with two counted runs of about 4000 empty cells each (the rest small): Grundy values
 * computed by their definition up to the largest gap cost O(gap^2) per case.
 */
function bigGapCase(rng: Random, balance: boolean): number[] {
  const gaps = Array.from({ length: MAX_N }, () => rng.int(0, 1));
  gaps[MAX_N - 3] = rng.int(3500, 4000);
  gaps[MAX_N - 1] = rng.int(3500, 4000);
  return shuffle(rng, fromGaps(gaps, balance));
}

/** The run of N chessmen on consecutive cells ending at `last`, in the given order. */
const block = (n: number, last: number) => Array.from({ length: n }, (_, i) => last - n + 1 + i);

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const tests: GeneratedInput[] = [];

  // Small and exhaustive: every non-empty set of cells within 1..8 (255 positions), each listed
  // in a random order, 20 cases per file (T <= 20).
  const all: number[][] = [];
  for (let mask = 1; mask < 1 << 8; mask++) {
    const cells: number[] = [];
    for (let c = 1; c <= 8; c++) if (mask & (1 << (c - 1))) cells.push(c);
    all.push(shuffle(rng, cells));
  }
  for (let from = 0, part = 1; from < all.length; from += MAX_T, part++) {
    tests.push({ group: "small", name: `every position within cells 1..8, part ${part} of ${Math.ceil(all.length / MAX_T)}`, input: file(all.slice(from, from + MAX_T)) });
  }

  tests.push({ group: "random", name: "20 cases, up to 50 chessmen close together", input: file(Array.from({ length: MAX_T }, () => randomCase(rng, rng.int(1, 50), 5))) });
  tests.push({ group: "random", name: "20 cases, up to 10 chessmen far apart", input: file(Array.from({ length: MAX_T }, () => randomCase(rng, rng.int(1, 10), 900))) });
  tests.push({
    group: "random",
    name: "20 cases, up to 1000 chessmen",
    input: file(Array.from({ length: MAX_T }, () => {
      const n = rng.int(1, MAX_N);
      return randomCase(rng, n, Math.max(0, Math.floor((2 * (MAX_CELL - n)) / n) - 1));
    })),
  });

  tests.push({
    group: "edge",
    name: "one and two chessmen, unsorted pairs, the wall",
    input: file([[1], [2], [3], [2, 1], [1, 2], [2, 3], [3, 2], [1, 3], [3, 1], [MAX_CELL, MAX_CELL - 1], [MAX_CELL - 1, MAX_CELL], [3, 1, 2], [3, 2, 1], [4, 2, 3], [4, 3, 1]]),
  });
  tests.push({
    group: "edge",
    name: "solid blocks of chessmen, descending order",
    input: file([
      block(MAX_N, MAX_N).reverse(),
      block(MAX_N, MAX_CELL).reverse(),
      block(MAX_N - 1, MAX_N - 1),
      block(MAX_N - 1, MAX_N),
      [17, 14, 12, 9, 7, 6, 5, 1],
      [3, 2, 1],
    ]),
  });
  tests.push({
    group: "edge",
    name: "odd N: the leftmost chessman far from the wall",
    input: file(Array.from({ length: MAX_T }, (_, i) => {
      const n = 2 * rng.int(0, 399) + 1;
      const gaps = Array.from({ length: n }, () => rng.int(0, 1));
      // A P-position balances the wall's run with the run of the rightmost pair. (Runs stay
      // below ~1000 in the edge group: the maximal group holds the runs of ~10^4.)
      const balance = i % 2 === 0 && n > 1;
      gaps[0] = balance ? rng.int(300, 600) : rng.int(500, 1000);
      return shuffle(rng, fromGaps(gaps, balance));
    })),
  });

  tests.push({ group: "maximal", name: "20 cases of 1000 chessmen spread over 1..10000", input: file(Array.from({ length: MAX_T }, () => randomCase(rng, MAX_N, 16))) });
  tests.push({ group: "maximal", name: "20 cases of 1000 chessmen with two gaps near 4000", input: file(Array.from({ length: MAX_T }, (_, i) => bigGapCase(rng, i % 2 === 0))) });
  tests.push({
    group: "maximal",
    name: "the largest cells: one gap of about 10^4",
    input: file([[MAX_CELL], [1, MAX_CELL], [MAX_CELL, 1], block(MAX_N - 1, MAX_CELL).reverse(), [MAX_CELL, MAX_CELL - 1, 1], [MAX_CELL, 2, 1]]),
  });
  return tests;
};

/** Small random boards the brute force answers at once: up to 6 chessmen within cells 1..12. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: MAX_T }, () => {
    const n = rng.int(1, 6);
    const cells = new Set<number>();
    while (cells.size < n) cells.add(rng.int(1, 12));
    return shuffle(rng, [...cells]);
  }));

export default generate;
