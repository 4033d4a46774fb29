// Bouton's rule for Nim, applied to a game that is not Nim: "the first player loses iff
// a xor b xor c = 0". The two-pile move changes everything: (1, 1, 0) has xor 0 but is won by
// taking one bean from each pile, and (0, 1, 2) has xor 3 but is lost.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  out.push((nums[0]! ^ nums[1]! ^ nums[2]!) === 0 ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
