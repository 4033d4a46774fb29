import type { Validator } from "../../lib/problem-package/metadata";

/** 1 < n < 4294967295, as the original states. */
const MIN_N = 2;
const MAX_N = 4_294_967_294;
const MAX_LINES = 100_000;

/**
 * The input format exactly: one or more lines, each one integer n (no sign, no leading zeros,
 * nothing else on the line), 1 < n < 4294967295, read up to the end of the file (no count, no
 * terminator); at most 10^5 lines. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty: at least one line with n is expected");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  if (lines.length > MAX_LINES) throw new Error(`line ${MAX_LINES + 1}: more than ${MAX_LINES} test cases`);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (!/^[1-9][0-9]*$/.test(line)) throw new Error(`${where}: expected one positive integer n without leading zeros, got ${JSON.stringify(line.slice(0, 40))}`);
    if (line.length > 10 || Number(line) > MAX_N) throw new Error(`${where}: n = ${line.slice(0, 20)} is not below 4294967295`);
    if (Number(line) < MIN_N) throw new Error(`${where}: n = ${line} is not above 1`);
  });
};

export default validate;
