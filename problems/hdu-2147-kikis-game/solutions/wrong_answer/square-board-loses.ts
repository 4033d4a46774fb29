// A false conjecture by symmetry: "on a square board the second player mirrors, so kiki loses
// iff n == m". 1 x 1 fits, but the smallest refutation is 2 x 2: kiki moves diagonally to the
// corner and wins. (The sample's 5 x 3, lost although not square, refutes it as well.)
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push(n === m ? "What a pity!" : "Wonderful!");
}
process.stdout.write(out.join("\n") + "\n");
