// Treats every run of empty cells (before each chessman) as a Nim heap and xors them all.
// Conjecture: "each gap is a pile, so it is plain Nim". But moving a chessman also widens the
// gap to its right, so the gaps are a staircase, not independent piles. Smallest refutation:
// N = 2 on cells 2 3: gaps 1 and 0, xor 1, this prints Georgia; but Georgia's only move, 2 -> 1,
// lets Bob answer 3 -> 2, and Georgia is stuck: Bob wins.
import { readFileSync } from "node:fs";

const tok = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tok[p++]!;
const out: string[] = [];
for (let c = 0; c < t; c++) {
  const n = tok[p++]!;
  const q = tok.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  let x = 0;
  for (let i = 0; i < n; i++) x ^= q[i]! - (i > 0 ? q[i - 1]! : 0) - 1;
  out.push(x !== 0 ? "Georgia will win" : "Bob will win");
}
console.log(out.join("\n"));
