import { chessRowColumns, chessRowGrundyTable, seededRandom, type Random } from "../../lib/game";
import type { GeneratedInput, Generator, StressGenerator } from "../../lib/problem-package/metadata";

const WIDTH = 20;
const MAX_T = 100;
const MAX_N = 1000;

/** A board: its rows, each the occupied columns in the order they are written. */
type Board = readonly (readonly number[])[];

const rowText = (row: readonly number[]) => [row.length, ...row].join(" ");
const file = (boards: readonly Board[]) => [`${boards.length}`, ...boards.flatMap((b) => [`${b.length}`, ...b.map(rowText)])].join("\n") + "\n";

/** Splits boards into files of at most 100 test cases. */
function files(boards: readonly Board[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boards.length; i += MAX_T) out.push(file(boards.slice(i, i + MAX_T)));
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

/** The columns of a mask whose bit 0 is column `first`, written ascending or shuffled. */
function columnsFrom(rng: Random, mask: number, first: number): number[] {
  const cols = chessRowColumns(mask).map((c) => c + first - 1);
  return rng.next() < 0.5 ? cols : shuffled(rng, cols);
}

/** A random row: each column occupied with probability `density`, in a random order. */
function randomRow(rng: Random, density: number, firstColumn = 1): number[] {
  const cols: number[] = [];
  for (let c = firstColumn; c <= WIDTH; c++) if (rng.next() < density) cols.push(c);
  return shuffled(rng, cols);
}

/** `count` distinct columns of 1..20, in a random order. */
const someColumns = (rng: Random, count: number) => shuffled(rng, Array.from({ length: WIDTH }, (_, k) => k + 1)).slice(0, count);

/**
 * Random boards of `n` rows where about half are P-positions: the last row is redrawn among
 * the rows whose Grundy value cancels the others' (from the one table), when one exists.
 */
function randomBoard(rng: Random, g: Uint8Array, byValue: readonly number[][], n: number, balance: boolean): Board {
  const rows = Array.from({ length: n }, () => randomRow(rng, rng.next()));
  if (balance && rng.next() < 0.5) {
    const x = rows.slice(0, -1).reduce((acc, r) => acc ^ g[r.reduce((m, c) => m | (1 << (c - 1)), 0)]!, 0);
    const options = byValue[x];
    if (options && options.length > 0) rows[n - 1] = shuffled(rng, chessRowColumns(rng.pick(options)));
  }
  return rows;
}

const generate: Generator = (meta) => {
  const rng = seededRandom(meta.testPlan.seed);
  const g = chessRowGrundyTable(WIDTH);
  const byValue: number[][] = [];
  g.forEach((v, mask) => (byValue[v] ??= []).push(mask));
  const tests: GeneratedInput[] = [];
  const add = (group: GeneratedInput["group"], name: string, inputs: string[]) =>
    inputs.forEach((input, i) => tests.push({ group, name: inputs.length > 1 ? `${name}, part ${i + 1}` : name, input }));

  // Small (the brute force searches the whole board): every single row within columns 13..20,
  // every pair of rows within 17..20, random three-row boards within 15..20.
  add("small", "every single row within columns 13..20", files(Array.from({ length: 256 }, (_, mask) => [columnsFrom(rng, mask, 13)])));
  const pairs: Board[] = [];
  for (let a = 0; a < 16; a++) for (let b = a; b < 16; b++) pairs.push([columnsFrom(rng, a, 17), columnsFrom(rng, b, 17)]);
  add("small", "every pair of rows within columns 17..20", files(pairs));
  add("small", "100 random three-row boards within columns 15..20", files(Array.from({ length: 100 }, () => Array.from({ length: 3 }, () => randomRow(rng, 0.5, 15)))));
  // Rows across the whole width but crowded (at least 15 chessmen): few positions to search.
  add("small", "100 crowded single rows across all 20 columns", files(Array.from({ length: 100 }, () => [someColumns(rng, rng.int(15, WIDTH))])));

  add("random", "100 boards of up to 10 random rows", [file(Array.from({ length: 100 }, () => randomBoard(rng, g, byValue, rng.int(1, 10), true)))]);
  add("random", "100 boards of up to 200 random rows", [file(Array.from({ length: 100 }, () => randomBoard(rng, g, byValue, rng.int(1, 200), true)))]);

  add("edge", "empty rows, a full row, one chessman on each column", [
    file([
      [[]],
      [[], [], []],
      [Array.from({ length: WIDTH }, (_, k) => k + 1)],
      ...Array.from({ length: WIDTH }, (_, k) => [[k + 1]]),
      [[1], [2]],
      [[20], [19, 20], [18, 19, 20]],
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]],
      [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
      [[20, 1]],
      [Array.from({ length: WIDTH }, (_, k) => WIDTH - k)],
    ]),
  ]);
  add("edge", "two equal rows cancel; 1000 equal rows", [
    file([
      [[3, 7, 12], [12, 7, 3]],
      Array.from({ length: MAX_N }, () => [1, 5, 9]),
      Array.from({ length: MAX_N - 1 }, () => [2, 4]),
    ]),
  ]);

  // Largest: 100 test cases of 1000 rows each (a program that rebuilds the table per test case
  // or per row is too slow here).
  add("maximal", "T = 100, n = 1000, random rows", [file(Array.from({ length: MAX_T }, () => randomBoard(rng, g, byValue, MAX_N, true)))]);
  add("maximal", "T = 10, n = 1000, rows of 17 to 20 chessmen", [file(Array.from({ length: 10 }, () => Array.from({ length: MAX_N }, () => someColumns(rng, rng.int(17, WIDTH)))))]);
  return tests;
};

/** Small random inputs for the brute force: boards of 1 to 3 rows within columns 14..20. */
export const stress: StressGenerator = (rng) =>
  file(Array.from({ length: rng.int(1, 20) }, () => Array.from({ length: rng.int(1, 3) }, () => randomRow(rng, rng.next(), 14))));

export default generate;
