// Reference solver: Bouton's theorem. The first player wins iff the nim-sum is non-zero.
import { readFileSync } from "node:fs";
import { isNimPPosition } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length === 0) continue;
  out.push(isNimPPosition(nums.slice(1, 1 + nums[0]!)) ? "No" : "Yes");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
