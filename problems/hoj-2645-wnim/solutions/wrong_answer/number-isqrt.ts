// The exact integer formula floor(k phi) = (k + isqrt(5 k^2)) / 2 in plain JavaScript numbers,
// with isqrt by bisection (a fixed 100 halvings, so it always stops). The idea is right, but
// 5 k^2 passes 2^53 once k > 4.2 * 10^7, and from there n, mid * mid and the piles themselves
// (above 2^53) are rounded: the bisection compares rounded numbers and settles on the wrong root.
import { readFileSync } from "node:fs";

function isqrt(n: number): number {
  let lo = 0;
  let hi = 3e18; // above sqrt(5 * 10^36)
  for (let i = 0; i < 100; i++) {
    const mid = Math.floor((lo + hi) / 2);
    if (mid * mid <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const a = Math.min(nums[0]!, nums[1]!);
  const k = Math.abs(nums[0]! - nums[1]!);
  out.push(Math.floor((k + isqrt(5 * k * k)) / 2) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
