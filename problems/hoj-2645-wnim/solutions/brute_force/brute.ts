// Brute force over the real rules: search lib/game's wythoffGame (take any positive number from
// one pile, or the same positive number from both) with lib/game's outcome(). Only for small
// piles: about b^2 positions with up to 2b moves each.
import { readFileSync } from "node:fs";
import { outcome, wythoffGame, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [a, b] = [Math.min(nums[0]!, nums[1]!), Math.max(nums[0]!, nums[1]!)];
  out.push(outcome(wythoffGame, [a, b] as const, memo) === "N" ? "1" : "0");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
