// Reference solver: kiki (the first player) loses iff n and m are both odd. Measure the coin by
// (rows below it, columns left of it) = (n - 1, m - 1); the P-positions are "both even".
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync("/dev/stdin", "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push(n % 2 === 1 && m % 2 === 1 ? "What a pity!" : "Wonderful!");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
