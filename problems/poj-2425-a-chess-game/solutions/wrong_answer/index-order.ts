// Assumes every edge goes from a smaller to a larger vertex number and fills the SG values from
// N - 1 down to 0 in one pass, so a successor with a larger number is still unknown (read as 0).
// The numbering is not a topological order. Smallest refuting input: 3 vertices with edges
// 0 -> 1 and 2 -> 0, one chessman on 2: g(2) is taken before g(0) = 1 is known, giving
// mex{0} = 1 and WIN, while the truth is g(2) = mex{1} = 0, LOSE.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const n = t[p++]!;
  const adj: number[][] = [];
  for (let v = 0; v < n; v++) {
    const x = t[p++]!;
    adj.push(t.slice(p, p + x));
    p += x;
  }
  const sg = new Array<number>(n).fill(0);
  for (let v = n - 1; v >= 0; v--) {
    const seen = new Set(adj[v]!.map((w) => sg[w]!));
    let g = 0;
    while (seen.has(g)) g++;
    sg[v] = g;
  }
  for (let m = t[p++]!; m !== 0 && m !== undefined; m = t[p++]!) {
    let x = 0;
    for (let i = 0; i < m; i++) x ^= sg[t[p++]!]!;
    out.push(x ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
