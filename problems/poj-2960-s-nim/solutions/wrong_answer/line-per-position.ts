// Right theory, wrong layout: prints one line per position ("L", "W", "W") instead of one line
// of m characters per test case. The tokens differ, so it fails on the sample already: the
// smallest refuting input is one test case with two positions, e.g. S = {1}, heaps 1 and 2
// (expected "WL", printed "W" then "L").
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const k = t[p++]!;
  const s = t.slice(p, p + k);
  p += k;
  const g = new Uint8Array(10001);
  for (let h = 1; h <= 10000; h++) {
    const seen = new Set<number>();
    for (const x of s) if (x <= h) seen.add(g[h - x]!);
    let v = 0;
    while (seen.has(v)) v++;
    g[h] = v;
  }
  const m = t[p++]!;
  for (let i = 0; i < m; i++) {
    const l = t[p++]!;
    let x = 0;
    for (let j = 0; j < l; j++) x ^= g[t[p++]!]!;
    out.push(x ? "W" : "L");
  }
}
console.log(out.join("\n"));
