// Bash's rule off by one: pile 1 valued a1 mod 3 (m) instead of a1 mod 4 (m + 1).
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
    x ^= j === 0 ? a % 3 : j === 1 ? a % 2 : a;
  }
  out.push(x !== 0 ? "First" : "Second");
}
console.log(out.join("\n"));
