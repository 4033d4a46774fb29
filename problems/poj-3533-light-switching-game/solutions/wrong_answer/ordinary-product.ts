// Wrong: multiplies the coordinates the ordinary way, x·y·z, and takes the nim-sum of those.
// Right for (1, 1, 1) and for any coordinates 1, but 2 ⊗ 2 = 3, not 4.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= tokens[p]! * tokens[p + 1]! * tokens[p + 2]!;
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
