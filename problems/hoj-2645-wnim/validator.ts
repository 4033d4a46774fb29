import type { Validator } from "../../lib/problem-package/metadata";

const MAX_PILE = 10n ** 18n;
const MAX_LINES = 100_000;

/**
 * The input format exactly: one or more lines "a b", two non-negative integers separated by a
 * single space, no leading zeros, 0 <= a, b <= 10^18, at most 10^5 lines, read up to the end of
 * the file (no count, no terminator). The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty: at least one line \"a b\" is expected");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  if (lines.length > MAX_LINES) throw new Error(`line ${MAX_LINES + 1}: more than ${MAX_LINES} test cases`);
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (!/^(0|[1-9][0-9]*) (0|[1-9][0-9]*)$/.test(line)) {
      throw new Error(`${where}: expected two non-negative integers separated by one space, got ${JSON.stringify(line.slice(0, 50))}`);
    }
    for (const token of line.split(" ")) {
      // The length test first: BigInt of a huge token would be slow for nothing.
      if (token.length > 19 || BigInt(token) > MAX_PILE) throw new Error(`${where}: pile size ${token.slice(0, 25)} exceeds 10^18`);
    }
  });
};

export default validate;
