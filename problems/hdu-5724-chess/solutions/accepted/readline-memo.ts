// Written the way many students do: readline, a counter of the lines still expected, and the
// Grundy values memoised on demand (recursion over the moves) in one global table for all rows.
// Bit 20 - p for column p, so a chessman moves toward the LOW bits.
import * as readline from "node:readline";

const sg = new Int8Array(1 << 20).fill(-1);

function grundy(mask: number): number {
  if (sg[mask]! >= 0) return sg[mask]!;
  const seen: boolean[] = [];
  for (let b = 19; b >= 1; b--) {
    if (!(mask & (1 << b))) continue;
    let to = b - 1;
    while (to >= 0 && mask & (1 << to)) to--;
    if (to >= 0) seen[grundy((mask ^ (1 << b)) | (1 << to))] = true;
  }
  let v = 0;
  while (seen[v]) v++;
  sg[mask] = v;
  return v;
}

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let phase: "T" | "n" | "rows" = "T";
let rowsLeft = 0;
let x = 0;
rl.on("line", (line) => {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length === 0) return;
  if (phase === "T") {
    phase = "n";
  } else if (phase === "n") {
    rowsLeft = nums[0]!;
    x = 0;
    phase = "rows";
  } else {
    let mask = 0;
    for (let j = 1; j <= nums[0]!; j++) mask |= 1 << (20 - nums[j]!);
    x ^= grundy(mask);
    if (--rowsLeft === 0) {
      out.push(x ? "YES" : "NO");
      phase = "n";
    }
  }
});
rl.on("close", () => console.log(out.join("\n")));
