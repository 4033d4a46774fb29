import type { Validator } from "../../lib/problem-package/metadata";

const MAX_PILE = 300;
const MAX_LINES = 100_000;

/**
 * The input format exactly: one or more lines "a b c", three non-negative integers separated by
 * single spaces, no leading zeros, each at most 300, at most 10^5 lines, read up to the end of
 * the file (no count, no terminator). The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error('the input is empty: at least one line "a b c" is expected');
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  if (lines.length > MAX_LINES) throw new Error(`line ${MAX_LINES + 1}: more than ${MAX_LINES} test cases`);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (!/^(0|[1-9][0-9]*) (0|[1-9][0-9]*) (0|[1-9][0-9]*)$/.test(line)) {
      throw new Error(`${where}: expected three non-negative integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    for (const token of line.split(" ")) {
      if (token.length > 3 || Number(token) > MAX_PILE) throw new Error(`${where}: pile size ${token.slice(0, 20)} exceeds ${MAX_PILE}`);
    }
  });
};

export default validate;
