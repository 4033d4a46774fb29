// Brute force over the real rules: lib/game's stoneSplitGame (a split into k and k xor n, each
// player's one magic (2k) xor n that may not empty a pile, the magic flags in the position)
// searched whole as a win/lose game by the generic outcome(): no popcount, no parity. One memo
// for all cases. Only for small piles (the magic can make piles larger than the one split).
import { readFileSync } from "node:fs";
import { outcome, stoneSplitGame, stoneSplitStart, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const cases = t[0]!;
const out: string[] = [];
let at = 1;
for (let c = 1; c <= cases; c++) {
  const n = t[at++]!;
  const piles = t.slice(at, at + n);
  at += n;
  out.push(`Case ${c}: ${outcome(stoneSplitGame, stoneSplitStart(piles), memo) === "N" ? "Yes" : "No"}`);
}
process.stdout.write(out.join("\n") + "\n");
