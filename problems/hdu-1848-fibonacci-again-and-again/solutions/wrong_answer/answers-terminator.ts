// Right theory, wrong reading: stops at the end of the input instead of at "0 0 0", so the
// terminating line is answered too (g(0) ^ g(0) ^ g(0) = 0: one extra "Nacci"). Caught on the
// sample already (three lines printed where two are expected).
import { readFileSync } from "node:fs";

const fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
const sg = new Array<number>(1001).fill(0);
for (let h = 1; h <= 1000; h++) {
  const seen = new Set<number>();
  for (const f of fibs) if (f <= h) seen.add(sg[h - f]!);
  let v = 0;
  while (seen.has(v)) v++;
  sg[h] = v;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) out.push((sg[t[i]!]! ^ sg[t[i + 1]!]! ^ sg[t[i + 2]!]!) !== 0 ? "Fibo" : "Nacci");
console.log(out.join("\n"));
