// Wrong: prints "Yes" when the player to move wins. "Yes" is for a nim-sum of 0, a loss for
// the player to move.
import { readFileSync } from "node:fs";
import { nimMul3 } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= nimMul3(tokens[p]!, tokens[p + 1]!, tokens[p + 2]!);
  out.push(g !== 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
