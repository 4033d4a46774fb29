// Counts distinct resulting positions instead of moves: equal piles are merged, so in (3, 3, 1)
// taking one from either 3 counts once. The smallest refuting input: "3 / 3 3 1" (expected 3:
// two moves from the 3s and taking the 1; this prints 2).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  const piles = t.slice(p, p + n);
  p += n;
  const x = piles.reduce((acc, a) => acc ^ a, 0);
  out.push(String(new Set(piles.filter((a) => (a ^ x) < a)).size));
}
console.log(out.join("\n"));
