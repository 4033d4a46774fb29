// A tempting false conjecture from forgetting the diagonal move: "every move shortens the
// remaining path by one, so kiki wins iff the distance (n - 1) + (m - 1) is odd", i.e. iff
// n + m is odd. That is the answer for the game without diagonal moves. The smallest board that
// refutes it is 2 x 2: n + m is even, yet kiki moves diagonally to the corner and wins. The
// sample's 6 x 6 refutes it too.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push((n + m) % 2 === 1 ? "Wonderful!" : "What a pity!");
}
process.stdout.write(out.join("\n") + "\n");
