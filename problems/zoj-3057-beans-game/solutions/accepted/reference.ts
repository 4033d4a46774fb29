// Reference solver: the P-positions sieved once (lib/game's beansTable) up to the largest pile
// in the input, then one lookup per triple. The first player loses exactly on a P-position.
import { readFileSync } from "node:fs";
import { beansTable } from "../../../../lib/game";

const triples: number[][] = [];
let max = 0;
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  triples.push(nums.slice(0, 3));
  max = Math.max(max, nums[0]!, nums[1]!, nums[2]!);
}
const table = beansTable(max);
const out = triples.map(([a, b, c]) => (table.isP(a!, b!, c!) ? "0" : "1"));
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
