// Judges each pile alone: "the first player wins if some pile is a win on its own (g != 0)".
// Right for one pile, wrong for a sum: the piles' outcomes do not add up, their values xor.
// Caught by the sample ("1 4 1": the piles of 1 win alone, yet 1 ^ 0 ^ 1 = 0). Another:
// "1 2 3": every pile is a win alone (g = 1, 2, 3), but
// 1 ^ 2 ^ 3 = 0, so the first player loses (Nacci).
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
for (let i = 0; i + 2 < t.length; i += 3) {
  if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
  out.push(sg[t[i]!] !== 0 || sg[t[i + 1]!] !== 0 || sg[t[i + 2]!] !== 0 ? "Fibo" : "Nacci");
}
console.log(out.join("\n"));
