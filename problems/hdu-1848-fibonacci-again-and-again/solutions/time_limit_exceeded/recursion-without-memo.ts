// Correct but far too slow: sg(h) by the recursion mex{ sg(h - f) } with no memo, so every
// value is recomputed along every path down to 0. The number of calls grows exponentially with
// h (already astronomic for h in the hundreds), and the tests have piles up to 1000.
import { readFileSync } from "node:fs";

const fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
function sg(h: number): number {
  const options = new Set<number>();
  for (const f of fibs) if (f <= h) options.add(sg(h - f));
  let v = 0;
  while (options.has(v)) v++;
  return v;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
  out.push((sg(t[i]!) ^ sg(t[i + 1]!) ^ sg(t[i + 2]!)) !== 0 ? "Fibo" : "Nacci");
}
console.log(out.join("\n"));
