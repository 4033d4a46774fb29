// Correct but too slow: fills the win/lose table of the whole board again for every case,
// O(n m) per case. Up to 4e6 cells per board is fine once, but 10^5 large boards cost about
// 10^11 cell updates.
import { readFileSync } from "node:fs";

function kikiWins(n: number, m: number): boolean {
  // win[x * m + y]: the coin has x rows below it and y columns to its left.
  const win = new Uint8Array(n * m);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < m; y++) {
      const down = x > 0 && win[(x - 1) * m + y] === 0;
      const left = y > 0 && win[x * m + y - 1] === 0;
      const diag = x > 0 && y > 0 && win[(x - 1) * m + y - 1] === 0;
      win[x * m + y] = down || left || diag ? 1 : 0;
    }
  }
  return win[(n - 1) * m + (m - 1)] === 1;
}

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 2) continue;
  const [n, m] = [nums[0]!, nums[1]!];
  if (n === 0 && m === 0) break;
  out.push(kikiWins(n, m) ? "Wonderful!" : "What a pity!");
}
process.stdout.write(out.join("\n") + "\n");
