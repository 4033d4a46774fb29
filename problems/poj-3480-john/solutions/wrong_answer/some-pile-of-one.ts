// The special case taken too widely: the parity rule is used as soon as some pile is 1,
// instead of only when every pile is 1. (3, 5, 1) has one pile of one, an odd number, so this
// says Brother; John wins it by playing as in Nim.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  let ones = 0;
  for (let j = 0; j < n; j++) {
    const a = tokens[p++]!;
    x ^= a;
    if (a === 1) ones++;
  }
  const johnWins = ones > 0 ? ones % 2 === 0 : x !== 0;
  out.push(johnWins ? "John" : "Brother");
}
console.log(out.join("\n"));
