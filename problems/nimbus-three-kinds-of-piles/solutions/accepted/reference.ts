// Reference solver: the Sprague-Grundy theorem. Pile 1 is worth a1 mod 4 (Bash, m = 3), pile 2
// a2 mod 2 (odd takes), every Nim pile its size; the first player wins iff their xor is not 0.
import { readFileSync } from "node:fs";
import { threeKindsGrundy } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const piles = tokens.slice(p, p + n);
  p += n;
  out.push(threeKindsGrundy(piles) !== 0 ? "First" : "Second");
}
process.stdout.write(out.join("\n") + "\n");
