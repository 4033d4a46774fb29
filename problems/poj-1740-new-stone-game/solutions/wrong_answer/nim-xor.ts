// "It is Nim with extra options, so it is still Nim": Bob wins iff the xor of the piles is 0.
// Equal pairs do have xor 0, but the converse fails. Smallest refutation: "3 / 1 2 3" (xor 0):
// Alice throws away the whole pile of 3 except one stone and moves it onto the pile of 1,
// leaving 2 2, and wins; this prints 0.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  let x = 0;
  for (let i = 0; i < n; i++) x ^= tokens[p++]!;
  out.push(x === 0 ? "0" : "1");
}
console.log(out.join("\n"));
