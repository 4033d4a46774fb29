// Wrong: a table of nim products sized for the coordinates (below 1024, 10 bits), looked up
// twice: table[table[x][y]][z]. But x ⊗ y of two 10-bit numbers needs up to 16 bits, so the
// second lookup falls outside the table (undefined, which ^ treats as 0) as soon as x ⊗ y >= 1024.
import { readFileSync } from "node:fs";
import { nimMul } from "../../../../lib/game";

const SIZE = 1024;
const table: number[][] = Array.from({ length: SIZE }, (_, a) => Array.from({ length: SIZE }, (_, b) => nimMul(a, b)));
const lookup = (a: number, b: number): number => table[a]?.[b] as number;

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= lookup(lookup(tokens[p]!, tokens[p + 1]!), tokens[p + 2]!);
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
