import type { Validator } from "../../lib/problem-package/metadata";

/** Both numbers are below 2^31 (the Kattis copy of the statement; the original says "positive"). */
const LIMIT = 2 ** 31;
const MAX_CASES = 100_000;

/**
 * The input format exactly: 1 to 100000 lines "a b" (two positive integers below 2^31, single
 * space, no leading zeros), then the line "0 0" and nothing after it. The final newline may be
 * missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const where = `line ${i + 1}`;
    const line = lines[i]!;
    if (line === "0 0") {
      if (i === 0) throw new Error(`${where}: the terminating "0 0" comes before any game`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0 0"`);
      return;
    }
    if (i >= MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} games`);
    if (!/^[1-9][0-9]* [1-9][0-9]*$/.test(line)) {
      throw new Error(`${where}: expected two positive integers "a b" separated by one space, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    for (const token of line.split(" ")) {
      if (token.length > 10 || Number(token) >= LIMIT) throw new Error(`${where}: ${token.slice(0, 20)} is not below 2^31 = ${LIMIT}`);
    }
  }
  throw new Error(`line ${lines.length + 1}: the input ends before the terminating line "0 0"`);
};

export default validate;
