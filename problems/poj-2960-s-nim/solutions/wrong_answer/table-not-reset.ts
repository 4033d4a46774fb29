// Forgets that S changes between test cases: the SG values are memoised in one global table
// filled on demand, and never cleared, so later test cases reuse values of an earlier S.
// The smallest refuting input: S = {1} with the heap 2 (fills g(1), g(2) for S = {1}), then
// S = {2} with the heap 1 (expected L: no move; this prints W from the stale g(1) = 1).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const g = new Int16Array(10001).fill(-1);
g[0] = 0;
let known = 0; // g[0..known] are filled

let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const k = t[p++]!;
  const s = t.slice(p, p + k);
  p += k;
  const sgOf = (h: number): number => {
    for (; known < h; ) {
      const n = ++known;
      const seen = new Set<number>();
      for (const x of s) if (x <= n) seen.add(g[n - x]!);
      let v = 0;
      while (seen.has(v)) v++;
      g[n] = v;
    }
    return g[h]!;
  };
  const m = t[p++]!;
  let line = "";
  for (let i = 0; i < m; i++) {
    const l = t[p++]!;
    let x = 0;
    for (let j = 0; j < l; j++) x ^= sgOf(t[p++]!);
    line += x ? "W" : "L";
  }
  out.push(line);
}
console.log(out.join("\n"));
