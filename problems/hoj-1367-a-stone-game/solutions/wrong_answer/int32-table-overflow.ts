// The 32-bit pitfall: the Fibonacci table is built in 32-bit integers with a fixed length of 50
// (as `int f[50]` in C). From F(46) = 2971215073 on the sums overflow and wrap around; some
// wrapped values land on ordinary numbers below 2^31 (F(47) wraps to 512559680), and those n
// are then called lost. Correct for every n that is not such a wrapped value.
import { readFileSync } from "node:fs";

const f = new Int32Array(50);
f[0] = 1;
f[1] = 2;
for (let i = 2; i < 50; i++) f[i] = f[i - 1]! + f[i - 2]!; // Int32Array stores the sum mod 2^32

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(f.includes(n) ? "Second win" : "First win");
}
console.log(out.join("\n"));
