import type { Validator } from "../../lib/problem-package/metadata";

const MAX_CASES = 150;
const MAX_PILES = 50;
const MAX_PILE = 100_000;

const POSITIVE = /^[1-9][0-9]*$/;

/**
 * The input format exactly: a line T (1..150), then per test case a line N (1..50) and a line of
 * N pile sizes (1..100000) separated by single spaces. No leading zeros, no blank or extra lines;
 * the final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const count = (lineIndex: number, what: string, max: number): number => {
    const line = lines[lineIndex];
    if (line === undefined) throw new Error(`line ${lineIndex + 1}: the input ends before ${what}`);
    if (!POSITIVE.test(line)) throw new Error(`line ${lineIndex + 1}: expected ${what}, a positive integer alone on its line, got ${JSON.stringify(line.slice(0, 40))}`);
    const value = Number(line);
    if (value > max) throw new Error(`line ${lineIndex + 1}: ${what} ${value} exceeds ${max}`);
    return value;
  };
  const t = count(0, "the number of test cases T", MAX_CASES);
  let at = 1;
  for (let c = 1; c <= t; c++) {
    const n = count(at, `the number of piles N of test case ${c}`, MAX_PILES);
    const line = lines[at + 1];
    const where = `line ${at + 2}`;
    if (line === undefined) throw new Error(`${where}: the input ends before the piles of test case ${c}`);
    const parts = line.split(" ");
    if (parts.length !== n) throw new Error(`${where}: test case ${c} has N = ${n} but ${parts.length} numbers (single spaces between them)`);
    for (const p of parts) {
      if (!POSITIVE.test(p)) throw new Error(`${where}: expected a positive pile size, got ${JSON.stringify(p.slice(0, 20))}`);
      if (Number(p) > MAX_PILE) throw new Error(`${where}: pile size ${p} exceeds ${MAX_PILE}`);
    }
    at += 2;
  }
  if (at < lines.length) throw new Error(`line ${at + 1}: nothing may follow the ${t} test cases`);
};

export default validate;
