// Right pairing, but trusts the input order: the cells are NOT sorted in the input.
// Conjecture (implicit): "the cells come sorted". Smallest refutation: N = 2 with cells "2 1":
// sorted they are 1 2, no empty cell inside the pair, Bob wins; read as given, the gap is
// 1 - 2 - 1 = -2 and this prints Georgia.
import { readFileSync } from "node:fs";

const tok = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tok[p++]!;
const out: string[] = [];
for (let c = 0; c < t; c++) {
  const n = tok[p++]!;
  const q = tok.slice(p, p + n);
  p += n;
  if (n % 2 === 1) q.unshift(0);
  let x = 0;
  for (let i = 0; i < q.length; i += 2) x ^= q[i + 1]! - q[i]! - 1;
  out.push(x !== 0 ? "Georgia will win" : "Bob will win");
}
console.log(out.join("\n"));
