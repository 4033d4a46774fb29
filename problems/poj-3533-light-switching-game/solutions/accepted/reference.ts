// Reference: each lit light at (x, y, z) is worth the nim product x ⊗ y ⊗ z (the Tartan
// theorem), the position the nim-sum of its lights; "Yes" when that is 0 (the player to move
// loses). Test cases run to the end of the input.
import { readFileSync } from "node:fs";
import { nimMul3 } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= nimMul3(tokens[p]!, tokens[p + 1]!, tokens[p + 2]!);
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
