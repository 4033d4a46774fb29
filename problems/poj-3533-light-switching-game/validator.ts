import type { Validator } from "../../lib/problem-package/metadata";

const MAX_CASES = 100;
const MAX_N = 1000;
const MAX_C = 1000;

const POSITIVE = /^[1-9][0-9]*$/;
const TRIPLE = /^[1-9][0-9]* [1-9][0-9]* [1-9][0-9]*$/;

/**
 * The input format exactly: 1 to 100 test cases up to the end of the input, each a line "N"
 * (1 <= N <= 1000) and N lines "x y z" (1 <= x, y, z <= 1000), the lights of one case distinct.
 * Single spaces, no leading zeros, no blank lines; the final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let i = 0;
  let cases = 0;
  while (i < lines.length) {
    const where = `line ${i + 1}`;
    const nLine = lines[i]!;
    if (!POSITIVE.test(nLine)) throw new Error(`${where}: expected the number of lights N (a positive integer alone on its line), got ${JSON.stringify(nLine.slice(0, 40))}`);
    const n = Number(nLine);
    if (n > MAX_N) throw new Error(`${where}: N = ${n} exceeds ${MAX_N}`);
    cases++;
    if (cases > MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    i++;
    const seen = new Set<string>();
    for (let j = 0; j < n; j++, i++) {
      const lWhere = `line ${i + 1}`;
      const line = lines[i];
      if (line === undefined) throw new Error(`${lWhere}: the input ends after ${j} of the ${n} lights of test case ${cases}`);
      if (!TRIPLE.test(line)) throw new Error(`${lWhere}: expected "x y z" (three positive integers separated by single spaces), got ${JSON.stringify(line.slice(0, 40))}`);
      const big = line.split(" ").map(Number).find((c) => c > MAX_C);
      if (big !== undefined) throw new Error(`${lWhere}: coordinate ${big} exceeds ${MAX_C}`);
      if (seen.has(line)) throw new Error(`${lWhere}: the light ${line} is listed twice in test case ${cases}`);
      seen.add(line);
    }
  }
};

export default validate;
