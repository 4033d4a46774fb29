// Confuses "is the position won" with "how many winning moves": prints 1 when the nim-sum is
// non-zero and 0 otherwise. Caught by the sample already (7 11 13 has three winning moves).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  const x = t.slice(p, p + n).reduce((acc, a) => acc ^ a, 0);
  p += n;
  out.push(x !== 0 ? "1" : "0");
}
console.log(out.join("\n"));
