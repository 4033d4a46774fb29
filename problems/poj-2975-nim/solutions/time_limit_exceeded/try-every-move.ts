// Correct but too slow: tries every move (each pile, each amount 1..k_i) and checks whether the
// nim-sum after it is 0. That is k_1 + ... + k_n moves, up to 10^12 with piles of 10^9.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  const piles = t.slice(p, p + n);
  p += n;
  const x = piles.reduce((acc, a) => acc ^ a, 0);
  let count = 0;
  for (const a of piles) {
    const others = x ^ a;
    for (let left = a - 1; left >= 0; left--) if ((others ^ left) === 0) count++;
  }
  out.push(String(count));
}
console.log(out.join("\n"));
