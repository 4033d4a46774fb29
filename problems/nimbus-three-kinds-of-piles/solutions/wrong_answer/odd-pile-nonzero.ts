// Pile 2 valued "1 if it has a move": a2 != 0 instead of a2 mod 2. An even pile 2 has moves,
// yet every one of them reaches an odd size, worth 1, so it is worth 0: (0, 2) is lost.
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
    x ^= j === 0 ? a % 4 : j === 1 ? (a !== 0 ? 1 : 0) : a;
  }
  out.push(x !== 0 ? "First" : "Second");
}
console.log(out.join("\n"));
