import type { Validator } from "../../lib/problem-package/metadata";

const MAX_T = 100;
const MAX_N = 1000;
const WIDTH = 20;

/**
 * The input format exactly: a line T (1 <= T <= 100); per test case a line n (1 <= n <= 1000)
 * and n lines "m p1 ... pm" (0 <= m <= 20, the p_j distinct columns in 1..20, in any order).
 * Single spaces, no leading zeros, nothing after the last test case; the final newline may be
 * missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let i = 0;
  const numbers = (what: string): number[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected ${what})`);
    if (!/^(?:0|[1-9][0-9]*)(?: (?:0|[1-9][0-9]*))*$/.test(line)) {
      throw new Error(`line ${i + 1}: expected ${what} as non-negative integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    return line.split(" ").map(Number);
  };
  const single = (what: string, min: number, max: number): number => {
    const nums = numbers(what);
    if (nums.length !== 1) throw new Error(`line ${i + 1}: expected ${what} alone on its line`);
    const v = nums[0]!;
    if (v < min || v > max) throw new Error(`line ${i + 1}: ${what} = ${v} is outside ${min}..${max}`);
    i++;
    return v;
  };
  const t = single("the number of test cases T", 1, MAX_T);
  for (let c = 0; c < t; c++) {
    const n = single("the number of rows n", 1, MAX_N);
    for (let r = 0; r < n; r++) {
      const [m, ...cols] = numbers('a row "m p1 ... pm"');
      if (m! > WIDTH) throw new Error(`line ${i + 1}: m = ${m} exceeds ${WIDTH}`);
      if (cols.length !== m) throw new Error(`line ${i + 1}: m = ${m} but ${cols.length} columns follow`);
      const bad = cols.find((p) => p < 1 || p > WIDTH);
      if (bad !== undefined) throw new Error(`line ${i + 1}: column ${bad} is outside 1..${WIDTH}`);
      if (new Set(cols).size !== cols.length) throw new Error(`line ${i + 1}: a column appears twice (one chessman per cell)`);
      i++;
    }
  }
  if (i !== lines.length) throw new Error(`line ${i + 1}: nothing may follow the last test case`);
};

export default validate;
