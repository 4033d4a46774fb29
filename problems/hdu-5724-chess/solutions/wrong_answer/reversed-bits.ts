// Stores column p as bit 20 - p (as many solutions do) but keeps the move rule of bit p - 1:
// a chessman goes to the first empty HIGHER bit, which is now toward column 1. The game it
// solves is the mirror image, moving left. The smallest refuting input: one row "1 20"
// (the chessman on the last column cannot move: NO; here it is bit 0 and moves: YES).
import { readFileSync } from "node:fs";

const full = (1 << 20) - 1;
const sg = new Uint8Array(full + 1);
for (let s = full; s >= 0; s--) {
  let seen = 0;
  for (let i = 0; i < 20; i++) {
    if (!((s >> i) & 1)) continue;
    let j = i + 1;
    while (j < 20 && (s >> j) & 1) j++;
    if (j < 20) seen |= 1 << sg[(s ^ (1 << i)) | (1 << j)]!;
  }
  let v = 0;
  while ((seen >> v) & 1) v++;
  sg[s] = v;
}
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const cases = t[p++]!;
const out: string[] = [];
for (let c = 0; c < cases; c++) {
  const n = t[p++]!;
  let x = 0;
  for (let r = 0; r < n; r++) {
    const m = t[p++]!;
    let s = 0;
    for (let k = 0; k < m; k++) s |= 1 << (20 - t[p++]!);
    x ^= sg[s]!;
  }
  out.push(x ? "YES" : "NO");
}
console.log(out.join("\n"));
