// Reference solver: Wythoff's theorem, in exact integer arithmetic. With a <= b and k = b - a,
// (a, b) is a P-position iff a = floor(k * phi) = (k + isqrt(5 k^2)) / 2 (lib/game, bigint: the
// piles reach 10^18 and 5 k^2 about 5 * 10^36).
import { readFileSync } from "node:fs";
import { isWythoffP } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean);
  if (nums.length < 2) continue;
  out.push(isWythoffP(BigInt(nums[0]!), BigInt(nums[1]!)) ? "0" : "1");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
