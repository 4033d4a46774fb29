import type { Validator } from "../../lib/problem-package/metadata";

const MAX_T = 20;
const MAX_N = 1000;
const MAX_CELL = 10_000;

/**
 * The input format exactly: a line "T" (1 <= T <= 20), then T test cases of two lines: "N"
 * (1 <= N <= 1000) and N distinct cells 1 <= P_i <= 10000 separated by single spaces, without
 * leading zeros. Nothing after the last case. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const positive = /^[1-9][0-9]*$/;
  const count = (i: number, what: string, max: number): number => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends where ${what} was expected`);
    if (!positive.test(line)) throw new Error(`line ${i + 1}: expected ${what} (a positive integer) alone on its line, got ${JSON.stringify(line.slice(0, 40))}`);
    const v = Number(line);
    if (v > max) throw new Error(`line ${i + 1}: ${what} = ${v} is outside 1..${max}`);
    return v;
  };
  const t = count(0, "T", MAX_T);
  let i = 1;
  for (let c = 1; c <= t; c++) {
    const n = count(i, `N of test case ${c}`, MAX_N);
    const where = `line ${i + 2}`;
    const row = lines[i + 1];
    if (row === undefined) throw new Error(`${where}: missing the ${n} cells of test case ${c}`);
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(row)) {
      throw new Error(`${where}: expected positive integers separated by single spaces, got ${JSON.stringify(row.slice(0, 40))}`);
    }
    const cells = row.split(" ").map(Number);
    if (cells.length !== n) throw new Error(`${where}: N = ${n} but ${cells.length} cells are given`);
    const seen = new Set<number>();
    for (const p of cells) {
      if (p > MAX_CELL) throw new Error(`${where}: cell ${p} exceeds ${MAX_CELL}`);
      if (seen.has(p)) throw new Error(`${where}: cell ${p} appears twice`);
      seen.add(p);
    }
    i += 2;
  }
  if (i < lines.length) throw new Error(`line ${i + 1}: T = ${t} test cases are done but the input goes on`);
};

export default validate;
