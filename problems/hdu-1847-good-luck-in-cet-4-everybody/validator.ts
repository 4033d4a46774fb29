import type { Validator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_CASES = 10_000;

/**
 * The input format exactly: 1 to 10^4 lines, each one integer n with 1 <= n <= 1000, no
 * leading zeros or spaces, up to the end of the input. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  if (lines.length > MAX_CASES) throw new Error(`line ${MAX_CASES + 1}: more than ${MAX_CASES} test cases`);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (!/^[1-9][0-9]*$/.test(line)) throw new Error(`${where}: expected one positive integer n, got ${JSON.stringify(line.slice(0, 40))}`);
    const n = Number(line);
    if (n > MAX_N) throw new Error(`${where}: n = ${n} exceeds ${MAX_N}`);
  });
};

export default validate;
