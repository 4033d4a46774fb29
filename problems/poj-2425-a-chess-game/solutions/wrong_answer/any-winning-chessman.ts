// Treats the chessmen as if the player could pick one and play only with it: WIN when some
// chessman stands on an N-vertex (g != 0). Sums do not work that way: two chessmen on vertices of
// value 1 give 1 xor 1 = 0, LOSE. Smallest refuting input: two vertices with the edge 1 -> 0,
// chessmen on 1 and 1 (the sample's query "2 1 1" is of this kind).
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
    const seen = new Set(adj[v]!.map(sg));
    let g = 0;
    while (seen.has(g)) g++;
    return (memo[v] = g);
  };
  for (let m = t[p++]!; m !== 0 && m !== undefined; m = t[p++]!) {
    const chessmen = t.slice(p, p + m);
    p += m;
    out.push(chessmen.some((v) => sg(v) !== 0) ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
