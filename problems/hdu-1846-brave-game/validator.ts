import type { Validator } from "../../lib/problem-package/metadata";

const MAX_CASES = 100;
const MAX = 1000;

/**
 * The input format exactly: a line "C" (1 <= C <= 100), then exactly C lines "n m" with
 * 1 <= n, m <= 1000, single spaces, no leading zeros, nothing after. The final newline may be
 * missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const first = lines[0]!;
  if (!/^[1-9][0-9]*$/.test(first)) throw new Error(`line 1: expected the number of test cases C, got ${JSON.stringify(first.slice(0, 40))}`);
  const c = Number(first);
  if (c < 1 || c > MAX_CASES) throw new Error(`line 1: C = ${c} is outside 1..${MAX_CASES}`);
  if (lines.length !== c + 1) throw new Error(`line 1: C = ${c} but ${lines.length - 1} case lines follow`);
  for (let i = 1; i <= c; i++) {
    const line = lines[i]!;
    const where = `line ${i + 1}`;
    if (!/^[1-9][0-9]* [1-9][0-9]*$/.test(line)) {
      throw new Error(`${where}: expected two positive integers "n m" separated by one space, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    const [n, m] = line.split(" ").map(Number) as [number, number];
    if (n > MAX) throw new Error(`${where}: n = ${n} exceeds ${MAX}`);
    if (m > MAX) throw new Error(`${where}: m = ${m} exceeds ${MAX}`);
  }
};

export default validate;
