import type { Validator } from "../../lib/problem-package/metadata";

const MAX_K = 100;
const MAX_S = 10_000;
const MAX_M = 100;
const MAX_L = 100;
const MAX_H = 10_000;
const MAX_CASES = 100;

const POSITIVE = "[1-9][0-9]*";
const NON_NEGATIVE = "(?:0|[1-9][0-9]*)";

/**
 * The input format exactly: 1 to 100 test cases, each a line "k s1 ... sk" (1 <= k <= 100,
 * 1 <= s_i <= 10^4), a line "m" (1 <= m <= 100) and m lines "l h1 ... hl" (1 <= l <= 100,
 * 0 <= h_i <= 10^4); then a line "0" and nothing after it. Single spaces, no leading zeros.
 * The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let i = 0;
  let cases = 0;
  const numbers = (where: string, pattern: string, what: string): number[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`${where}: the input ends before the terminating line "0" (expected ${what})`);
    if (!new RegExp(`^${POSITIVE}( ${pattern})*$`).test(line)) {
      throw new Error(`${where}: expected ${what} separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    return line.split(" ").map(Number);
  };
  for (;;) {
    const where = `line ${i + 1}`;
    if (lines[i] === "0") {
      if (cases === 0) throw new Error(`${where}: the terminating "0" comes before any test case`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0"`);
      return;
    }
    const [k, ...set] = numbers(where, POSITIVE, '"k s1 ... sk" (positive integers)');
    cases++;
    if (cases > MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    if (k! > MAX_K) throw new Error(`${where}: k = ${k} exceeds ${MAX_K}`);
    if (set.length !== k) throw new Error(`${where}: k = ${k} but ${set.length} elements of S follow`);
    const bigS = set.find((s) => s > MAX_S);
    if (bigS !== undefined) throw new Error(`${where}: element ${bigS} of S exceeds ${MAX_S}`);
    i++;

    const mWhere = `line ${i + 1}`;
    const mLine = numbers(mWhere, POSITIVE, '"m" (one positive integer)');
    if (mLine.length !== 1) throw new Error(`${mWhere}: expected the number of positions m alone on its line`);
    const m = mLine[0]!;
    if (m > MAX_M) throw new Error(`${mWhere}: m = ${m} exceeds ${MAX_M}`);
    i++;

    for (let j = 0; j < m; j++, i++) {
      const pWhere = `line ${i + 1}`;
      const [l, ...heaps] = numbers(pWhere, NON_NEGATIVE, '"l h1 ... hl" (l positive, heaps non-negative)');
      if (l! > MAX_L) throw new Error(`${pWhere}: l = ${l} exceeds ${MAX_L}`);
      if (heaps.length !== l) throw new Error(`${pWhere}: l = ${l} but ${heaps.length} heap sizes follow`);
      const bigH = heaps.find((h) => h > MAX_H);
      if (bigH !== undefined) throw new Error(`${pWhere}: heap size ${bigH} exceeds ${MAX_H}`);
    }
  }
};

export default validate;
