// Reference solver: Sprague-Grundy. Rows never interact, so the board is the sum of its rows;
// one table of the Grundy values of all 2^20 rows (lib/game's chessRowGrundyTable, built once
// for the whole input) and Alice wins iff the xor of the rows' values is non-zero.
import { readFileSync } from "node:fs";
import { chessRowGrundyTable } from "../../../../lib/game";

const g = chessRowGrundyTable(20);
const data = readFileSync(0, "utf8");
let p = 0;
/** The next non-negative integer of the input (a hand-written scanner: the input is large). */
function next(): number {
  while (data.charCodeAt(p) < 48) p++;
  let v = 0;
  for (let c = data.charCodeAt(p); c >= 48 && c <= 57; c = data.charCodeAt(++p)) v = v * 10 + c - 48;
  return v;
}
const t = next();
const out: string[] = [];
for (let i = 0; i < t; i++) {
  const n = next();
  let x = 0;
  for (let r = 0; r < n; r++) {
    const m = next();
    let mask = 0;
    for (let j = 0; j < m; j++) mask |= 1 << (next() - 1);
    x ^= g[mask]!;
  }
  out.push(x !== 0 ? "YES" : "NO");
}
process.stdout.write(out.join("\n") + "\n");
