import type { Validator } from "../../lib/problem-package/metadata";

const MAX_N = 10;
const MAX_PILE = 100;
const MAX_CASES = 100_000;

/**
 * The input format exactly: test cases of two lines, "n" (1 <= n <= 10) and then n pile sizes
 * 0 <= a_i <= 100 separated by single spaces, without leading zeros; then a line "0" and
 * nothing after it. At least one and at most 10^5 test cases. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const number = /^(0|[1-9][0-9]*)$/;
  let i = 0;
  let cases = 0;
  for (;;) {
    const where = `line ${i + 1}`;
    if (i >= lines.length) throw new Error(`${where}: the input ends without the terminating line "0"`);
    const head = lines[i]!;
    if (!number.test(head)) throw new Error(`${where}: expected the number of piles n alone on its line, got ${JSON.stringify(head.slice(0, 40))}`);
    const n = Number(head);
    if (n === 0) break;
    if (n > MAX_N) throw new Error(`${where}: n = ${n} is outside 1..${MAX_N}`);
    cases++;
    if (cases > MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    const pilesWhere = `line ${i + 2}`;
    if (i + 1 >= lines.length) throw new Error(`${pilesWhere}: missing the line of ${n} pile sizes`);
    const row = lines[i + 1]!;
    if (!/^(0|[1-9][0-9]*)( (0|[1-9][0-9]*))*$/.test(row)) {
      throw new Error(`${pilesWhere}: expected pile sizes (non-negative integers without leading zeros) separated by single spaces, got ${JSON.stringify(row.slice(0, 40))}`);
    }
    const piles = row.split(" ").map(Number);
    if (piles.length !== n) throw new Error(`${pilesWhere}: n = ${n} but ${piles.length} pile sizes are given`);
    const big = piles.find((a) => a > MAX_PILE);
    if (big !== undefined) throw new Error(`${pilesWhere}: pile size ${big} exceeds ${MAX_PILE}`);
    i += 2;
  }
  if (cases === 0) throw new Error(`line ${i + 1}: the input has no test case before the terminating "0"`);
  if (i + 1 < lines.length) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0"`);
};

export default validate;
