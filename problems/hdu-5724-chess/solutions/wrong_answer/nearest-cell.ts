// Misreads the move: a chessman may only step onto the adjacent cell, and only if it is empty
// (no jumping over a block). The smallest refuting input: one row "2 18 19". The real game:
// 18 jumps to 20 (leaving 19, 20, no move), so Alice wins (YES); here 18 is stuck and 19 steps
// to 20, leaving 18, 20 where 18 steps to 19 and then nothing: two moves, NO.
import { readFileSync } from "node:fs";

const full = (1 << 20) - 1;
const sg = new Uint8Array(full + 1);
for (let s = full; s >= 0; s--) {
  let seen = 0;
  for (let i = 0; i < 19; i++) {
    if ((s >> i) & 1 && !((s >> (i + 1)) & 1)) seen |= 1 << sg[(s ^ (1 << i)) | (1 << (i + 1))]!;
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
    for (let k = 0; k < m; k++) s |= 1 << (t[p++]! - 1);
    x ^= sg[s]!;
  }
  out.push(x ? "YES" : "NO");
}
console.log(out.join("\n"));
