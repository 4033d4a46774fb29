// Brute force over the real rules: lib/game's georgiaBobGame (slide one chessman left without
// passing or landing on another, never left of cell 1) searched with outcome(). The state is
// the sorted list of occupied cells; only for small boards.
import { readFileSync } from "node:fs";
import { georgiaBobGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo: Memo<Outcome> = new Map();
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let c = 0; c < t; c++) {
  const n = tokens[p++]!;
  const cells = tokens.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  out.push(outcome(georgiaBobGame, cells, memo) === "N" ? "Georgia will win" : "Bob will win");
}
process.stdout.write(out.join("\n") + "\n");
