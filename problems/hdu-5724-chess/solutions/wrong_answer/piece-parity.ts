// False conjecture from the single-chessman rows: "a chessman on column c is worth (20 - c) mod 2
// (the steps it can still take), and a row is the xor of its chessmen" -- as if the chessmen of a
// row were independent heaps. Blocks and jumps make them interact. The smallest refuting input:
// one row "2 17 18" (the real value is 0: NO; the conjecture says 1 xor 0 = 1: YES).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const cases = t[p++]!;
const out: string[] = [];
for (let c = 0; c < cases; c++) {
  const n = t[p++]!;
  let x = 0;
  for (let r = 0; r < n; r++) {
    const m = t[p++]!;
    for (let k = 0; k < m; k++) x ^= (20 - t[p++]!) % 2;
  }
  out.push(x ? "YES" : "NO");
}
console.log(out.join("\n"));
