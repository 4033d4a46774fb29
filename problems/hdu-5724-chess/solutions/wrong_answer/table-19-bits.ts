// The table covers only 19 columns (1 << 19 masks, moves stopping before bit 19): an
// off-by-one in the board width. Column 20 is then outside the board: a chessman can never
// land there, and a row holding column 20 reads past the table (undefined, which the xor
// turns into 0). The smallest refuting input: one row "1 19" (it moves to 20: YES; here the
// chessman on the last column of a 19-cell board is stuck: NO).
import { readFileSync } from "node:fs";

const W = 19;
const sg = new Uint8Array(1 << W);
for (let s = (1 << W) - 1; s >= 0; s--) {
  let seen = 0;
  for (let i = 0; i < W; i++) {
    if (!((s >> i) & 1)) continue;
    let j = i + 1;
    while (j < W && (s >> j) & 1) j++;
    if (j < W) seen |= 1 << sg[(s ^ (1 << i)) | (1 << j)]!;
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
    x ^= sg[s]! | 0;
  }
  out.push(x ? "YES" : "NO");
}
console.log(out.join("\n"));
