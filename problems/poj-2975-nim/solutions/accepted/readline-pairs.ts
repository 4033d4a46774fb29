// Written the way many students do: readline, the lines taken in pairs (n, then the piles),
// and the count of piles whose size goes down when xored with the nim-sum.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let expectPiles = false;
let done = false;
rl.on("line", (raw) => {
  const line = raw.trim();
  if (done || line === "") return;
  if (!expectPiles) {
    if (line === "0") done = true;
    else expectPiles = true;
    return;
  }
  expectPiles = false;
  const k = line.split(/\s+/).map(Number);
  let x = 0;
  for (const a of k) x ^= a;
  let count = 0;
  for (const a of k) if ((a ^ x) < a) count++;
  out.push(String(count));
});
rl.on("close", () => console.log(out.join("\n")));
