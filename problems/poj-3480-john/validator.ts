import type { Validator } from "../../lib/problem-package/metadata";

const MAX_T = 474;
const MAX_N = 47;
const MAX_A = 4747;

/**
 * The input format exactly: a line "T" (1 <= T <= 474), then per test a line "N"
 * (1 <= N <= 47) and a line of N integers 1 <= A[i] <= 4747, separated by single spaces, no
 * leading zeros; nothing after the last test. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const numbers = (i: number, what: string): number[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected ${what})`);
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(line)) {
      throw new Error(`line ${i + 1}: expected ${what}: positive integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    return line.split(" ").map(Number);
  };
  const single = (i: number, what: string, max: number): number => {
    const values = numbers(i, what);
    if (values.length !== 1) throw new Error(`line ${i + 1}: expected ${what} alone on its line`);
    if (values[0]! > max) throw new Error(`line ${i + 1}: ${what} = ${values[0]} exceeds ${max}`);
    return values[0]!;
  };

  const t = single(0, "the number of tests T", MAX_T);
  let i = 1;
  for (let test = 1; test <= t; test++) {
    const n = single(i++, `N of test ${test}`, MAX_N);
    const piles = numbers(i, `the ${n} counts of test ${test}`);
    if (piles.length !== n) throw new Error(`line ${i + 1}: N = ${n} but ${piles.length} counts follow`);
    const big = piles.find((a) => a > MAX_A);
    if (big !== undefined) throw new Error(`line ${i + 1}: count ${big} exceeds ${MAX_A}`);
    i++;
  }
  if (i !== lines.length) throw new Error(`line ${i + 1}: nothing may follow the ${t} tests`);
};

export default validate;
