// Takes g(v) = 1 + the largest value among the successors (0 for a sink) instead of their mex:
// right on chains, wrong as soon as the successors' values skip one. Smallest refuting input:
// the chain 1 -> 2 (g(1) = 1) and a vertex 0 -> 1: mex{1} = 0 (LOSE from 0), but max + 1 = 2.
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
  const memo = new Array<number>(n).fill(-1);
  const sg = (v: number): number => {
    if (memo[v]! >= 0) return memo[v]!;
    return (memo[v] = adj[v]!.reduce((g, w) => Math.max(g, sg(w) + 1), 0));
  };
  for (let m = t[p++]!; m !== 0 && m !== undefined; m = t[p++]!) {
    let x = 0;
    for (let i = 0; i < m; i++) x ^= sg(t[p++]!);
    out.push(x ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
