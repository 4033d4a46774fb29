import type { Validator } from "../../lib/problem-package/metadata";

const MAX_COINS = 1_000_000;
const MAX_CASES = 100_000;

/**
 * The input format exactly: 1 to 100000 lines, each one integer n (1 <= n <= 10^6, no leading
 * zeros, nothing else on the line), then the line "0" and nothing after it. The final newline
 * may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const where = `line ${i + 1}`;
    const line = lines[i]!;
    if (line === "0") {
      if (i === 0) throw new Error(`${where}: the terminating "0" comes before any test case`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0"`);
      return;
    }
    if (i >= MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    if (!/^[1-9][0-9]*$/.test(line)) throw new Error(`${where}: expected one positive integer n, got ${JSON.stringify(line.slice(0, 40))}`);
    if (line.length > 7 || Number(line) > MAX_COINS) throw new Error(`${where}: n = ${line.slice(0, 20)} exceeds ${MAX_COINS}`);
  }
  throw new Error(`line ${lines.length + 1}: the input ends before the terminating line "0"`);
};

export default validate;
