// Reads the magic literally (it may empty a pile: k = n / 2 when n's two highest bits are set)
// and reasons that such a magic changes the parity once, so the first player wins whenever one
// is available anywhere. Our statement forbids that magic: (6, 6) and (14) are lost.
import { readFileSync } from "node:fs";

const ones = (a: number) => a.toString(2).replace(/0/g, "").length;
const halvable = (a: number) => a % 2 === 0 && ((a / 2) ^ a) < a;
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  const piles = t.slice(at, at + n);
  at += n;
  const moves = piles.reduce((s, a) => s + ones(a) - 1, 0);
  out.push(`Case ${c}: ${moves % 2 === 1 || piles.some(halvable) ? "Yes" : "No"}`);
}
console.log(out.join("\n"));
