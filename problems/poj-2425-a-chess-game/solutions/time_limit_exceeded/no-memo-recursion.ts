// Correct but too slow: the SG value of a vertex by recursion over its successors with no memo,
// recomputed for every chessman of every query. On a DAG where each vertex moves to the next
// ones the number of paths, and so the work, grows exponentially with the depth.
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
  const sg = (v: number): number => {
    const seen = new Set(adj[v]!.map(sg));
    let g = 0;
    while (seen.has(g)) g++;
    return g;
  };
  for (let m = t[p++]!; m !== 0 && m !== undefined; m = t[p++]!) {
    let x = 0;
    for (let i = 0; i < m; i++) x ^= sg(t[p++]!);
    out.push(x ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
