// Forgets that the piles already on the desk count: the parity of the total number of 1-bits
// alone, as if the game started from no pile. A power of two adds a 1-bit but never a move, so
// (1, 2, 3) (four 1-bits, one move) comes out lost. Caught on the sample.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  let ones = 0;
  for (let i = 0; i < n; i++) for (let a = t[at++]!; a > 0; a &= a - 1) ones++;
  out.push(`Case ${c}: ${ones % 2 === 1 ? "Yes" : "No"}`);
}
console.log(out.join("\n"));
