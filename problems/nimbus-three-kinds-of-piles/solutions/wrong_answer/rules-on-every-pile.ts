// The special rules applied to the wrong piles: every pile after the first valued mod 2, as if
// they all took odd numbers. The Nim piles are worth their full size.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) {
    const a = tokens[p++]!;
    x ^= j === 0 ? a % 4 : a % 2;
  }
  out.push(x !== 0 ? "First" : "Second");
}
console.log(out.join("\n"));
