import type { Validator } from "../../lib/problem-package/metadata";

const MAX_PILES = 20;
const MAX_PILE = 10_000_000;

/**
 * The input format exactly: lines of "M a1 ... aM" separated by single spaces, 1 <= M <= 20,
 * 1 <= a_i <= 10^7, no leading zeros, at least one line. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  lines.forEach((line, i) => {
    const where = `line ${i + 1}`;
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(line)) {
      throw new Error(`${where}: expected positive integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    const [m, ...piles] = line.split(" ").map(Number);
    if (m! < 1 || m! > MAX_PILES) throw new Error(`${where}: M = ${m} is outside 1..${MAX_PILES}`);
    if (piles.length !== m) throw new Error(`${where}: M = ${m} but ${piles.length} pile sizes follow`);
    const big = piles.find((a) => a > MAX_PILE);
    if (big !== undefined) throw new Error(`${where}: pile size ${big} exceeds ${MAX_PILE}`);
  });
};

export default validate;
