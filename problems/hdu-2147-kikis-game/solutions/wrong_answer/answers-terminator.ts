// The right rule, but the terminating line "0 0" is treated as a case (read until end of file):
// it prints one extra "Wonderful!" (0 and 0 are even). Every input has the terminator, so the
// smallest input it fails is the 1 x 1 board followed by "0 0".
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  out.push(n % 2 === 1 && m % 2 === 1 ? "What a pity!" : "Wonderful!");
}
process.stdout.write(out.join("\n") + "\n");
