// Brute force over the real rules: search lib/game's beansGame (take any positive number from
// one pile, or the same positive number from two piles) with lib/game's outcome(). Only for
// small piles: about m^3 positions below (m, m, m), each with up to 6m moves.
import { readFileSync } from "node:fs";
import { beansGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  out.push(outcome(beansGame, [nums[0]!, nums[1]!, nums[2]!] as const, memo) === "N" ? "1" : "0");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
