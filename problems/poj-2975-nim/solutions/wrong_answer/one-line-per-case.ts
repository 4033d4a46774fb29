// Reads the input as if each case were one line "n k_1 ... k_n" (the layout of POJ 2234), so the
// line holding only n is a case with no piles (answer 0) and the piles' line is read as
// "n = k_1, piles k_2 ...". The answers come out of step and too many; caught by the sample.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length === 0 || line.trim() === "0") continue;
  const piles = nums.slice(1);
  const x = piles.reduce((acc, a) => acc ^ a, 0);
  out.push(String(piles.filter((a) => (a ^ x) < a).length));
}
console.log(out.join("\n"));
