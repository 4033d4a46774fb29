// Reference solver: Georgia and Bob is Staircase Nim (lib/game's georgiaBobFirstPlayerWins):
// sort the cells, pair the chessmen from the right (the wall at cell 0 completes an odd N), and
// Georgia wins iff the xor of the empty cells inside the pairs is non-zero.
import { readFileSync } from "node:fs";
import { georgiaBobFirstPlayerWins } from "../../../../lib/game";

const tokens = readFileSync("/dev/stdin", "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let c = 0; c < t; c++) {
  const n = tokens[p++]!;
  const cells = tokens.slice(p, p + n);
  p += n;
  out.push(georgiaBobFirstPlayerWins(cells) ? "Georgia will win" : "Bob will win");
}
process.stdout.write(out.join("\n") + "\n");
