// A tempting false conjecture from the first P-positions (0, 0) and (1, 2): "the first player
// loses iff the larger heap is exactly twice the smaller". The next P-position (3, 5) breaks
// it, and the smallest refutation is (2, 4): the conjecture calls it lost, yet taking 3 from the
// heap of 4 leaves (2, 1), a P-position. The sample's "8 4" (answer 1) refutes it too.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const a = Math.min(nums[0]!, nums[1]!);
  const b = Math.max(nums[0]!, nums[1]!);
  out.push(b === 2 * a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
