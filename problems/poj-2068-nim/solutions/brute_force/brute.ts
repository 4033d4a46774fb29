// Brute force over the real rules: lib/game's teamNimGame (a seat takes 1..its maximum, the
// turn passes to the next seat, who takes the last stone loses) searched by the generic P/N
// recursion (turnOutcome), with no table of its own. Only for small piles.
import { readFileSync } from "node:fs";
import { teamNimGame, turnOutcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const stones = tokens[p++]!;
  const limits = tokens.slice(p, p + 2 * n);
  p += 2 * n;
  out.push(turnOutcome(teamNimGame(limits), { stones, turn: 0 }) === "N" ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
