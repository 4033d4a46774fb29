// Reference solver: the parity of the 1-bits. Every move (magic or not) keeps the parity of the
// total number of 1-bits and adds one pile; the game ends when every pile is a power of two, so
// the number of moves has the parity of Σ (popcount(a) − 1) whatever anyone plays
// (lib/game's stoneSplitFirstWins).
import { readFileSync } from "node:fs";
import { stoneSplitFirstWins } from "../../../../lib/game";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const cases = t[0]!;
const out: string[] = [];
let at = 1;
for (let c = 1; c <= cases; c++) {
  const n = t[at++]!;
  const piles = t.slice(at, at + n);
  at += n;
  out.push(`Case ${c}: ${stoneSplitFirstWins(piles) ? "Yes" : "No"}`);
}
process.stdout.write(out.join("\n") + "\n");
