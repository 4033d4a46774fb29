import type { Validator } from "../../lib/problem-package/metadata";

const MAX_SIDE = 2000;
const MAX_CASES = 100_000;

/**
 * The input format exactly: lines "n m" (positive integers, one space, no leading zeros,
 * 1 <= n, m <= 2000), at most 10^5 of them, then the line "0 0" and nothing after it. The final
 * newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty: the terminating line \"0 0\" is missing");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const end = lines.indexOf("0 0");
  if (end === -1) throw new Error(`line ${lines.length + 1}: the terminating line "0 0" is missing`);
  if (end !== lines.length - 1) throw new Error(`line ${end + 2}: nothing may follow the terminating line "0 0" (line ${end + 1})`);
  if (end > MAX_CASES) throw new Error(`line ${MAX_CASES + 1}: more than ${MAX_CASES} test cases`);
  for (let i = 0; i < end; i++) {
    const where = `line ${i + 1}`;
    const line = lines[i]!;
    if (!/^[0-9]+ [0-9]+$/.test(line)) {
      throw new Error(`${where}: expected two integers "n m" separated by one space, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    for (const [name, token] of [["n", line.split(" ")[0]!], ["m", line.split(" ")[1]!]] as const) {
      if (token.length > 1 && token.startsWith("0")) throw new Error(`${where}: ${name} = ${token} has a leading zero`);
      const value = Number(token);
      if (value < 1 || value > MAX_SIDE) throw new Error(`${where}: ${name} = ${token} is outside 1..${MAX_SIDE}`);
    }
  }
};

export default validate;
