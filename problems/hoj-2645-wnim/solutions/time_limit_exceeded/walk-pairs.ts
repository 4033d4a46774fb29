// Correct but too slow: builds the P-positions (a_j, a_j + j) one by one, j = 0, 1, ..., k, until
// it reaches the difference k = b - a of the query, instead of computing a_k directly. It keeps
// s = isqrt(5 j^2) and r = 5 j^2 - s^2 from one j to the next (s grows by 2 or 3), in BigInt, so
// it is exact; but it costs O(k) per line, and k reaches 10^18.
import { readFileSync } from "node:fs";

function lowerWythoff(k: bigint): bigint {
  let s = 0n; // isqrt(5 j^2)
  let r = 0n; // 5 j^2 - s^2, in [0, 2s]
  for (let j = 0n; j < k; j++) {
    // 5 (j+1)^2 = 5 j^2 + 10 j + 5; try s + 2 first.
    r += 10n * j + 5n - (4n * s + 4n);
    s += 2n;
    while (r >= 2n * s + 1n) {
      r -= 2n * s + 1n;
      s++;
    }
  }
  return (k + s) / 2n;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length < 2) continue;
  let a = BigInt(t[0]!);
  let b = BigInt(t[1]!);
  if (a > b) [a, b] = [b, a];
  out.push(lowerWythoff(b - a) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
