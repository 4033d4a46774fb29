// Sorts, then pairs (p1, p2), (p3, p4), ... from the LEFT and, for odd N, ignores the last
// chessman. Conjecture: "the leftover chessman of an odd N does not matter". But the pairs must
// be formed from the right (the wall pairs with the leftmost chessman). Smallest refutation:
// N = 1 on cell 2: Georgia slides it to cell 1 and wins; this prints Bob.
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
  for (let i = 0; i + 1 < n; i += 2) x ^= q[i + 1]! - q[i]! - 1;
  out.push(x !== 0 ? "Georgia will win" : "Bob will win");
}
console.log(out.join("\n"));
