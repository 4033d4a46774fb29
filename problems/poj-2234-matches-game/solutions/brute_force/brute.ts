// Brute force over the real rules: search the Nim game tree (take any positive number from
// one pile) with lib/game's outcome(). Only for the small group: the state space is the
// product of (pile + 1).
import { readFileSync } from "node:fs";
import { nimGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length === 0) continue;
  const piles = nums.slice(1, 1 + nums[0]!).sort((a, b) => a - b);
  out.push(outcome(nimGame, piles, memo) === "N" ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
