import type { Validator } from "../../lib/problem-package/metadata";

const MAX_T = 1000;
const MAX_N = 100_000;
const MAX_TOTAL = 100_000;
const MAX_PILE = 10n ** 18n;

/**
 * The input format exactly: a line "T" (1 <= T <= 1000), then per test a line "n k"
 * (1 <= k <= n <= 10^5) and a line of n integers 0 <= a[i] <= 10^18; single spaces, no leading
 * zeros; the n of all tests add up to at most 10^5. The final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const tokens = (i: number, what: string): string[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected ${what})`);
    if (!/^(0|[1-9][0-9]*)( (0|[1-9][0-9]*))*$/.test(line)) {
      throw new Error(`line ${i + 1}: expected ${what}: non-negative integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    return line.split(" ");
  };
  const t = tokens(0, "the number of tests T");
  if (t.length !== 1) throw new Error("line 1: expected T alone on its line");
  const tests = Number(t[0]);
  if (tests < 1 || tests > MAX_T) throw new Error(`line 1: T = ${t[0]} is not in 1..${MAX_T}`);
  let total = 0;
  let i = 1;
  for (let test = 1; test <= tests; test++) {
    const head = tokens(i, `"n k" of test ${test}`);
    if (head.length !== 2) throw new Error(`line ${i + 1}: expected the two numbers n k, got ${head.length}`);
    const [n, k] = head.map(Number) as [number, number];
    if (n < 1 || n > MAX_N) throw new Error(`line ${i + 1}: n = ${head[0]} is not in 1..${MAX_N}`);
    if (k < 1 || k > n) throw new Error(`line ${i + 1}: k = ${head[1]} is not in 1..n = ${n}`);
    total += n;
    if (total > MAX_TOTAL) throw new Error(`line ${i + 1}: the piles of all tests add up to more than ${MAX_TOTAL}`);
    i++;
    const piles = tokens(i, `the ${n} piles of test ${test}`);
    if (piles.length !== n) throw new Error(`line ${i + 1}: n = ${n} but ${piles.length} piles follow`);
    const big = piles.find((a) => a.length > 19 || BigInt(a) > MAX_PILE);
    if (big !== undefined) throw new Error(`line ${i + 1}: pile ${big.slice(0, 25)} exceeds 10^18`);
    i++;
  }
  if (i !== lines.length) throw new Error(`line ${i + 1}: nothing may follow the ${tests} tests`);
};

export default validate;
