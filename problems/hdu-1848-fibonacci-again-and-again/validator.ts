import type { Validator } from "../../lib/problem-package/metadata";

const MAX_PILE = 1000;
const MAX_CASES = 100_000;

/**
 * The input format exactly: 1 to 100000 lines "m n p" (1 <= m, n, p <= 1000), then the line
 * "0 0 0" and nothing after it. Single spaces, no leading zeros. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const where = `line ${i + 1}`;
    const line = lines[i]!;
    if (line === "0 0 0") {
      if (i === 0) throw new Error(`${where}: the terminating "0 0 0" comes before any test case`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0 0 0"`);
      return;
    }
    if (i >= MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    if (!/^[1-9][0-9]* [1-9][0-9]* [1-9][0-9]*$/.test(line)) {
      throw new Error(`${where}: expected three positive integers "m n p" separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    const big = line.split(" ").map(Number).find((x) => x > MAX_PILE);
    if (big !== undefined) throw new Error(`${where}: pile size ${big} exceeds ${MAX_PILE}`);
  }
  throw new Error(`line ${lines.length + 1}: the input ends before the terminating line "0 0 0"`);
};

export default validate;
