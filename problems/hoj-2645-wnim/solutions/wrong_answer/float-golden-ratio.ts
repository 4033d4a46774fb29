// The textbook solution in JavaScript numbers: (a, b) with a <= b loses iff
// a == floor((b - a) * (1 + sqrt 5) / 2). The theorem is right, the arithmetic is not. Already
// below 10^9, for k = b - a = 102334155 (Fibonacci F_40) the true k * phi is
// 165580140.9999999956 and the double product rounds up to 165580141, so "165580140 267914295"
// (a P-position, answer 0) gets 1. Above 2^53 even reading the numbers rounds them, and near
// 10^18 the product is off by about a hundred: almost every large P-position is missed.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const a = Math.min(nums[0]!, nums[1]!);
  const b = Math.max(nums[0]!, nums[1]!);
  out.push(Math.floor(((b - a) * (1 + Math.sqrt(5))) / 2) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
