// Reference solver: the P/N table over (stones left, seat to move), filled bottom-up
// (lib/game's teamNimWinTable); the answer is the entry of S stones with seat 0 to move.
import { readFileSync } from "node:fs";
import { teamNimFirstTeamWins } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const stones = tokens[p++]!;
  const limits = tokens.slice(p, p + 2 * n);
  p += 2 * n;
  out.push(teamNimFirstTeamWins(limits, stones) ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
