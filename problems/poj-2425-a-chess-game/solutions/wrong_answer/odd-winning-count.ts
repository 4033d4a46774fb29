// Counts the chessmen on N-vertices and says WIN when the count is odd, as if every N-vertex were
// a Nim heap of one. Values above 1 matter: chessmen on vertices of values 1 and 2 make 1 xor 2 = 3,
// WIN, but the count is 2. Smallest refuting input: the chain 2 -> 1 -> 0 plus 2 -> 0 (g = 2, 1, 0),
// chessmen on 1 and 2.
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
    out.push(chessmen.filter((v) => sg(v) !== 0).length % 2 === 1 ? "WIN" : "LOSE");
  }
}
console.log(out.join("\n"));
