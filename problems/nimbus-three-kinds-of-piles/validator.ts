import type { Validator } from "../../lib/problem-package/metadata";

const MAX_T = 100;
const MAX_N = 100_000;
const MAX_TOTAL_N = 200_000;
const MAX_A = 1_000_000_000;

/**
 * The input format exactly: a line "T" (1 <= T <= 100), then per test a line "n"
 * (1 <= n <= 10^5) and a line of n integers 0 <= a_i <= 10^9, the sum of n over all tests at
 * most 2 * 10^5; single spaces, no leading zeros, nothing after the last test. The final
 * newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const single = (i: number, what: string, max: number): number => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected ${what})`);
    if (!/^[1-9][0-9]*$/.test(line)) throw new Error(`line ${i + 1}: expected ${what}, one positive integer alone on its line, got ${JSON.stringify(line.slice(0, 40))}`);
    const value = Number(line);
    if (value > max) throw new Error(`line ${i + 1}: ${what} = ${line} exceeds ${max}`);
    return value;
  };

  const t = single(0, "the number of tests T", MAX_T);
  let i = 1;
  let totalN = 0;
  for (let test = 1; test <= t; test++) {
    const n = single(i++, `n of test ${test}`, MAX_N);
    totalN += n;
    if (totalN > MAX_TOTAL_N) throw new Error(`line ${i}: the sum of n reaches ${totalN}, more than ${MAX_TOTAL_N}`);
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected the ${n} pile sizes of test ${test})`);
    if (!/^(0|[1-9][0-9]*)( (0|[1-9][0-9]*))*$/.test(line)) {
      throw new Error(`line ${i + 1}: expected non-negative integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    const piles = line.split(" ");
    if (piles.length !== n) throw new Error(`line ${i + 1}: n = ${n} but ${piles.length} pile sizes follow`);
    const big = piles.find((a) => a.length > 10 || Number(a) > MAX_A);
    if (big !== undefined) throw new Error(`line ${i + 1}: pile size ${big.slice(0, 20)} exceeds ${MAX_A}`);
    i++;
  }
  if (i !== lines.length) throw new Error(`line ${i + 1}: nothing may follow the ${t} tests`);
};

export default validate;
