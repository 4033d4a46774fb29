import type { Validator } from "../../lib/problem-package/metadata";

const MAX_N = 10;
const MAX_S = 8192;
const MAX_M = 16;
const MAX_GAMES = 50;

/**
 * The input format exactly: 1 to 50 lines "n S M1 ... M2n" (1 <= n <= 10, 1 <= S <= 8192,
 * 1 <= Mi <= 16), then a line "0" and nothing after it. Single spaces, no leading zeros. The
 * final newline may be missing.
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  for (let i = 0; ; i++) {
    const where = `line ${i + 1}`;
    const line = lines[i];
    if (line === undefined) throw new Error(`${where}: the input ends before the terminating line "0"`);
    if (line === "0") {
      if (i === 0) throw new Error(`${where}: the terminating "0" comes before any game`);
      if (i !== lines.length - 1) throw new Error(`line ${i + 2}: nothing may follow the terminating line "0"`);
      return;
    }
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(line)) {
      throw new Error(`${where}: expected "n S M1 ... M2n", positive integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    if (i + 1 > MAX_GAMES) throw new Error(`${where}: more than ${MAX_GAMES} games`);
    const [n, s, ...limits] = line.split(" ").map(Number);
    if (n! > MAX_N) throw new Error(`${where}: n = ${n} exceeds ${MAX_N}`);
    if (s === undefined) throw new Error(`${where}: the number of stones S is missing`);
    if (s > MAX_S) throw new Error(`${where}: S = ${s} exceeds ${MAX_S}`);
    if (limits.length !== 2 * n!) throw new Error(`${where}: n = ${n} needs ${2 * n!} maximum takes, got ${limits.length}`);
    const big = limits.find((m) => m > MAX_M);
    if (big !== undefined) throw new Error(`${where}: maximum take ${big} exceeds ${MAX_M}`);
  }
};

export default validate;
