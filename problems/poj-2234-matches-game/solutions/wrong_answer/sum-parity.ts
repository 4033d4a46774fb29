// A tempting false conjecture: "the first player wins iff the total number of matches is odd".
// It holds when every pile has one match, and fails on piles 1 and 3: the sum is even, yet
// taking two from the second pile leaves 1 1, a P-position.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length === 0) continue;
  const total = nums.slice(1).reduce((s, a) => s + a, 0);
  out.push(total % 2 === 1 ? "Yes" : "No");
}
console.log(out.join("\n"));
