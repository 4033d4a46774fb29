// Reference solver: Sprague-Grundy. Per test case, the table g(0..H) of the subtraction game S
// (H the largest heap asked about), then a position is W iff the xor of its heaps' values is
// non-zero.
import { readFileSync } from "node:fs";
import { subtractionGrundyTable } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const lines: string[] = [];
for (;;) {
  const k = tokens[p++]!;
  if (k === 0 || k === undefined) break;
  const set = tokens.slice(p, p + k);
  p += k;
  const m = tokens[p++]!;
  const positions: number[][] = [];
  for (let i = 0; i < m; i++) {
    const l = tokens[p++]!;
    positions.push(tokens.slice(p, p + l));
    p += l;
  }
  const maxHeap = Math.max(0, ...positions.flat());
  const g = subtractionGrundyTable(set, maxHeap);
  lines.push(positions.map((heaps) => (heaps.reduce((x, h) => x ^ g[h]!, 0) !== 0 ? "W" : "L")).join(""));
}
process.stdout.write(lines.join("\n") + "\n");
