// Correct but too slow: without the magic (it does not change who wins) the game is a sum of
// piles, so Sprague-Grundy applies; g(n) = mex{ g(k) ⊕ g(k ⊕ n) : 0 < k < n, k ⊕ n < n },
// filled bottom-up for every n up to the largest pile. That is about n²/4 splits: some 2.5·10^9
// for a pile of 100000.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let max = 1;
{
  let at = 1;
  for (let c = 1; c <= t[0]!; c++) {
    const n = t[at++]!;
    for (let i = 0; i < n; i++) max = Math.max(max, t[at++]!);
  }
}
const g = new Int32Array(max + 1);
const seen = new Uint8Array(64);
for (let n = 1; n <= max; n++) {
  seen.fill(0);
  for (let k = 1; k < n; k++) if ((k ^ n) < n) seen[g[k]! ^ g[k ^ n]!] = 1;
  let v = 0;
  while (seen[v]) v++;
  g[n] = v;
}
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  let x = 0;
  for (let i = 0; i < n; i++) x ^= g[t[at++]!]!;
  out.push(`Case ${c}: ${x !== 0 ? "Yes" : "No"}`);
}
console.log(out.join("\n"));
