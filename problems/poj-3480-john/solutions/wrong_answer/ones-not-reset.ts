// The right rule, but the count of piles of one is declared once for the whole input and never
// reset: after a test with a pile of one, a later all-ones test is not recognised as one (the
// sample's second test already shows it).
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
let ones = 0;
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) {
    const a = tokens[p++]!;
    x ^= a;
    if (a === 1) ones++;
  }
  const johnWins = ones === n ? n % 2 === 0 : x !== 0;
  out.push(johnWins ? "John" : "Brother");
}
console.log(out.join("\n"));
