// Correct but too slow: rebuilds the Grundy table up to the largest heap of every position
// (not once per test case), collecting the options of each size in a fresh Set. That is about
// 10^4 * 100 set insertions per position, times 100 positions per test case: far over the limit
// on the maximal tests.
import { readFileSync } from "node:fs";

const t = readFileSync("/dev/stdin", "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const k = t[p++]!;
  const s = t.slice(p, p + k);
  p += k;
  const m = t[p++]!;
  let line = "";
  for (let i = 0; i < m; i++) {
    const l = t[p++]!;
    const heaps = t.slice(p, p + l);
    p += l;
    const top = Math.max(...heaps);
    const g: number[] = [];
    for (let h = 0; h <= top; h++) {
      const options = new Set<number>();
      for (const x of s) if (x <= h) options.add(g[h - x]!);
      let v = 0;
      while (options.has(v)) v++;
      g.push(v);
    }
    line += heaps.reduce((x, h) => x ^ g[h]!, 0) !== 0 ? "W" : "L";
  }
  out.push(line);
}
console.log(out.join("\n"));
