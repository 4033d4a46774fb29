import type { Validator } from "../../lib/problem-package/metadata";

const MAX_N = 1000;
const MAX_PILE = 1_000_000_000;
const MAX_CASES = 200;

/**
 * The input format exactly: 1 to 200 test cases, each a line "n" (1 <= n <= 1000) and a line of
 * n pile sizes (1 <= k_i <= 10^9); then a line "0" and nothing after it. Single spaces, no
 * leading zeros. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  let cases = 0;
  for (let i = 0; ; i += 2) {
    const where = `line ${i + 1}`;
    const nLine = lines[i];
    if (nLine === undefined) throw new Error(`${where}: the input ends before the terminating line "0"`);
    if (nLine === "0") {
      if (cases === 0) throw new Error(`${where}: the terminating "0" comes before any test case`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0"`);
      return;
    }
    if (!/^[1-9][0-9]*$/.test(nLine)) throw new Error(`${where}: expected the number of piles n alone on its line, got ${JSON.stringify(nLine.slice(0, 40))}`);
    const n = Number(nLine);
    if (n > MAX_N) throw new Error(`${where}: n = ${n} exceeds ${MAX_N}`);
    cases++;
    if (cases > MAX_CASES) throw new Error(`${where}: more than ${MAX_CASES} test cases`);
    const pWhere = `line ${i + 2}`;
    const pLine = lines[i + 1];
    if (pLine === undefined) throw new Error(`${pWhere}: the input ends before the ${n} pile sizes`);
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(pLine)) {
      throw new Error(`${pWhere}: expected positive pile sizes separated by single spaces, got ${JSON.stringify(pLine.slice(0, 40))}`);
    }
    const piles = pLine.split(" ");
    if (piles.length !== n) throw new Error(`${pWhere}: n = ${n} but ${piles.length} pile sizes follow`);
    // Compare as text first: a 20-digit number would lose precision as a Number.
    const big = piles.find((k) => k.length > 10 || Number(k) > MAX_PILE);
    if (big !== undefined) throw new Error(`${pWhere}: pile size ${big} exceeds ${MAX_PILE}`);
  }
};

export default validate;
