// Right theory, wrong output: prints "Yes"/"No" alone, as in many other problems, without the
// "Case i: " prefix the original requires. Caught on the sample.
import { readFileSync } from "node:fs";

const ones = (a: number) => a.toString(2).replace(/0/g, "").length;
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  let moves = 0;
  for (let i = 0; i < n; i++) moves += ones(t[at++]!) - 1;
  out.push(moves % 2 === 1 ? "Yes" : "No");
}
console.log(out.join("\n"));
