// Wrong: treats the three coordinates of a light as three Nim heaps, x ⊕ y ⊕ z, instead of
// their nim product: a light is one coin of a product game, not a sum of three games.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= tokens[p]! ^ tokens[p + 1]! ^ tokens[p + 2]!;
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
