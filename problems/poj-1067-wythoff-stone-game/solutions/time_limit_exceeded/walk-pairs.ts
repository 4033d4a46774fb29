// Correct but too slow: builds the P-positions (a_j, a_j + j) one by one, j = 0, 1, ..., k, until
// it reaches the difference k = b - a of the query, instead of computing a_k directly. Each a_j =
// floor(j phi) = (j + isqrt(5 j^2)) / 2 is exact: s = isqrt(5 j^2) and r = 5 j^2 - s^2 are
// updated from j to j + 1 (s grows by 2 or 3), all below 2^53. O(k) per query: fine for
// differences up to 10^5, hopeless for k near 10^9.
import { readFileSync } from "node:fs";

function lowerWythoff(k: number): number {
  let s = 0; // isqrt(5 j^2)
  let r = 0; // 5 j^2 - s^2, in [0, 2s]
  for (let j = 0; j < k; j++) {
    // 5 (j+1)^2 = 5 j^2 + 10 j + 5; try s + 2 first.
    r += 10 * j + 5 - (4 * s + 4);
    s += 2;
    while (r >= 2 * s + 1) {
      r -= 2 * s + 1;
      s++;
    }
  }
  return (k + s) / 2 - ((k + s) % 2) / 2;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const a = Math.min(nums[0]!, nums[1]!);
  const b = Math.max(nums[0]!, nums[1]!);
  out.push(lowerWythoff(b - a) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
