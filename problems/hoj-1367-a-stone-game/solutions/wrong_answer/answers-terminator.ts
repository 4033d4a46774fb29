// Right theory, wrong reading: reads to the end of the input instead of stopping at "0", and
// answers the terminating 0 as well ("First win", since 0 is not in the table). Caught by the
// sample (four lines where three are expected).
import { readFileSync } from "node:fs";

const fibs = new Set<number>();
for (let a = 1, b = 2; a < 2 ** 31; [a, b] = [b, a + b]) fibs.add(a);

const out = readFileSync(0, "utf8")
  .split(/\s+/)
  .filter(Boolean)
  .map((token) => (fibs.has(Number(token)) ? "Second win" : "First win"));
console.log(out.join("\n"));
