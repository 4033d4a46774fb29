import type { Validator } from "../../lib/problem-package/metadata";

const MAX_TESTS = 1000;
const MAX_N = 30;
const MAX_L = 99_999_999;
const MAX_R = 9_999;
const MAX_S = 99_999_999;
/** How close (in circumferences) a distance may come to a whole number of turns. */
const SAFE = 1e-6;

/** Distance in circumferences, and whether it is safely away from a whole number. */
function turns(length: number, r: number): { value: number; safe: boolean } {
  const value = length / (2 * Math.PI * r);
  const frac = value - Math.floor(value);
  return { value, safe: frac >= SAFE && 1 - frac >= SAFE };
}

/**
 * The input format exactly: test cases until the end of the input, at least one and at most
 * 1000; each is a line "N M L R" (1 <= M <= N <= 30, 0 < L < 10^8, 0 < R < 10^4) and a line of
 * N integers 0 < S[i] < 10^8; single spaces, no leading zeros. The final newline may be missing.
 * Every L/(2πR) and S[i]/(2πR) is at least 10^-6 away from a whole number, and each test has
 * M = 1, or L < 2πR, or every ball within one kick (⌈S[i]/(2πR)⌉ <= ⌊L/(2πR)⌋): the tests where
 * the original judge's formula is the outcome of optimal play (see the statement).
 */
const validate: Validator = (input) => {
  if (input.length === 0) throw new Error("the input is empty");
  const lines = input.endsWith("\n") ? input.slice(0, -1).split("\n") : input.split("\n");
  const numbers = (i: number, what: string): number[] => {
    const line = lines[i];
    if (line === undefined) throw new Error(`line ${i + 1}: the input ends early (expected ${what})`);
    if (!/^[1-9][0-9]*( [1-9][0-9]*)*$/.test(line)) {
      throw new Error(`line ${i + 1}: expected ${what}: positive integers separated by single spaces, got ${JSON.stringify(line.slice(0, 40))}`);
    }
    return line.split(" ").map(Number);
  };
  if (lines.length % 2 !== 0) throw new Error(`the input has ${lines.length} lines: each test is two lines`);
  const tests = lines.length / 2;
  if (tests > MAX_TESTS) throw new Error(`${tests} tests: at most ${MAX_TESTS}`);
  for (let t = 0; t < tests; t++) {
    const head = 2 * t;
    const header = numbers(head, `"N M L R" of test ${t + 1}`);
    if (header.length !== 4) throw new Error(`line ${head + 1}: expected the four numbers N M L R, got ${header.length}`);
    const [n, m, l, r] = header as [number, number, number, number];
    if (n > MAX_N) throw new Error(`line ${head + 1}: N = ${n} exceeds ${MAX_N}`);
    if (m > n) throw new Error(`line ${head + 1}: M = ${m} exceeds N = ${n}`);
    if (l > MAX_L) throw new Error(`line ${head + 1}: L = ${l} exceeds ${MAX_L}`);
    if (r > MAX_R) throw new Error(`line ${head + 1}: R = ${r} exceeds ${MAX_R}`);
    const s = numbers(head + 1, `the ${n} distances of test ${t + 1}`);
    if (s.length !== n) throw new Error(`line ${head + 2}: N = ${n} but ${s.length} distances follow`);
    const far = s.find((x) => x > MAX_S);
    if (far !== undefined) throw new Error(`line ${head + 2}: distance ${far} exceeds ${MAX_S}`);
    const reach = turns(l, r);
    if (!reach.safe) throw new Error(`line ${head + 1}: L/(2πR) = ${reach.value} is within 1e-6 of a whole number`);
    const kick = Math.floor(reach.value);
    for (const x of s) {
      const ball = turns(x, r);
      if (!ball.safe) throw new Error(`line ${head + 2}: S/(2πR) = ${ball.value} for S = ${x} is within 1e-6 of a whole number`);
      const units = Math.floor(ball.value) + 1;
      if (m > 1 && kick > 0 && units > kick) {
        throw new Error(`line ${head + 2}: M = ${m} > 1 and the ball at ${x} needs ${units} turns, more than one kick's ${kick}`);
      }
    }
  }
};

export default validate;
