// Every pile taken as a Nim pile: the xor of the raw sizes. Wrong as soon as pile 1 reaches 4
// or pile 2 reaches 2: the sample's (4) is lost for the first player, not won.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) x ^= tokens[p++]!;
  out.push(x !== 0 ? "First" : "Second");
}
console.log(out.join("\n"));
