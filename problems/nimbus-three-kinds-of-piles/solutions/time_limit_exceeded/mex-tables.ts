// Correct but too slow: the Grundy values of piles 1 and 2 by the mex recurrence itself, one
// size at a time up to a1 and a2 (constant memory, O(a) time), instead of a1 mod 4 and a2 mod 2.
// Fine for small piles, hopeless for piles of 10^9.
import { readFileSync } from "node:fs";

function mex(values: Iterable<number>): number {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** Bash with m = 3: g(k) = mex of the last three values. */
function bashValue(a: number): number {
  const last = [0, 0, 0, 0]; // g(k - 3 .. k), rolling
  for (let k = 1; k <= a; k++) {
    const options = [];
    for (let take = 1; take <= 3 && take <= k; take++) options.push(last[(k - take) % 4]!);
    last[k % 4] = mex(options);
  }
  return last[a % 4]!;
}

/** Take an odd number: g(k) = mex of the values at sizes of the other parity below k. */
function oddValue(a: number): number {
  const seenAtParity = [new Set<number>(), new Set<number>()];
  let g = 0;
  for (let k = 0; k <= a; k++) {
    g = mex(seenAtParity[1 - (k % 2)]!);
    seenAtParity[k % 2]!.add(g);
  }
  return g;
}

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) {
    const a = tokens[p++]!;
    x ^= j === 0 ? bashValue(a) : j === 1 ? oddValue(a) : a;
  }
  out.push(x !== 0 ? "First" : "Second");
}
console.log(out.join("\n"));
