// Assumes S is given sorted and stops the mex loop at the first element larger than the heap.
// The statement does not promise sorted input. The smallest refuting input: S = {2, 1} (k = 2,
// written "2 2 1") with one heap of 1: the loop sees 2 > 1 and stops, finds no move and prints
// L, but removing the 1 bead wins (W).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const k = t[p++]!;
  const s = t.slice(p, p + k);
  p += k;
  const g = new Uint8Array(10001);
  const seen = new Uint8Array(k + 2);
  for (let h = 1; h <= 10000; h++) {
    seen.fill(0);
    for (const x of s) {
      if (x > h) break;
      seen[g[h - x]!] = 1;
    }
    let v = 0;
    while (seen[v]) v++;
    g[h] = v;
  }
  const m = t[p++]!;
  let line = "";
  for (let i = 0; i < m; i++) {
    const l = t[p++]!;
    let x = 0;
    for (let j = 0; j < l; j++) x ^= g[t[p++]!]!;
    line += x ? "W" : "L";
  }
  out.push(line);
}
console.log(out.join("\n"));
