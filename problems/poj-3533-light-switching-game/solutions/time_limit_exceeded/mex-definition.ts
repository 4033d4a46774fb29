// Correct but slow: nim products straight from the definition a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'},
// a table grown as far as the input needs. A cell costs a·b, so products of numbers near 1000
// (and then x ⊗ y, up to 2^16, times z) are far out of reach.
import { readFileSync } from "node:fs";

const table: number[][] = [];
let size = 0;

/** Grows the table to cover a, b < m (rows and columns added in increasing order). */
function grow(m: number): void {
  if (m <= size) return;
  for (let a = 0; a < size; a++) extendRow(table[a]!, a, m);
  for (let a = size; a < m; a++) {
    table.push([]);
    extendRow(table[a]!, a, m);
  }
  size = m;
}

function extendRow(row: number[], a: number, m: number): void {
  for (let b = row.length; b < m; b++) {
    const seen = new Set<number>();
    for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) seen.add(table[x]![b]! ^ row[y]! ^ table[x]![y]!);
    let v = 0;
    while (seen.has(v)) v++;
    row.push(v);
  }
}

function mul(a: number, b: number): number {
  grow(Math.max(a, b) + 1);
  return table[a]![b]!;
}

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= mul(mul(tokens[p]!, tokens[p + 1]!), tokens[p + 2]!);
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
