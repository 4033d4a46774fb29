// Reference solver: Bouton. A winning move leaves nim-sum 0; changing pile i alone forces its new
// size to be X xor k_i (X the nim-sum), which is legal exactly when it is smaller than k_i. So
// the answer is the number of winning moves lib/game's nimWinningMoves lists: one per such pile.
import { readFileSync } from "node:fs";
import { nimWinningMoves } from "../../../../lib/game";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  out.push(String(nimWinningMoves(t.slice(p, p + n)).length));
  p += n;
}
process.stdout.write(out.join("\n") + "\n");
