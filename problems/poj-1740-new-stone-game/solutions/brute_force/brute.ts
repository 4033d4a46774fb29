// Brute force over the real rules: lib/game's newStoneGame (throw away at least one stone of a
// pile and move any of the rest onto the other non-empty piles) searched with outcome(). A
// position is the sorted list of all n piles. Only for small positions: the number of ways to
// split the moved stones grows like (x + r choose r).
import { readFileSync } from "node:fs";
import { newStoneGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const piles = tokens.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  out.push(outcome(newStoneGame, piles, memo) === "N" ? "1" : "0");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
