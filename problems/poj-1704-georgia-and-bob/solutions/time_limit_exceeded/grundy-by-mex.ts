// Correct but too slow: finds the right pairs, but instead of knowing that a Nim heap of g has
// Grundy value g, it computes the Grundy value of every heap size up to the largest gap by the
// definition (mex over all smaller heaps), afresh for each test case: O(gap^2) per case, about
// 5 * 10^7 set operations for a gap near 10^4, times 20 cases.
import { readFileSync } from "node:fs";

function grundyTable(max: number): number[] {
  const g: number[] = [];
  for (let a = 0; a <= max; a++) {
    const seen = new Set<number>();
    for (let b = 0; b < a; b++) seen.add(g[b]!);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

const tok = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tok[p++]!;
const out: string[] = [];
for (let c = 0; c < t; c++) {
  const n = tok[p++]!;
  const q = tok.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  if (n % 2 === 1) q.unshift(0);
  const gaps: number[] = [];
  for (let i = 0; i < q.length; i += 2) gaps.push(q[i + 1]! - q[i]! - 1);
  const g = grundyTable(Math.max(...gaps));
  const x = gaps.reduce((acc, gap) => acc ^ g[gap]!, 0);
  out.push(x !== 0 ? "Georgia will win" : "Bob will win");
}
console.log(out.join("\n"));
