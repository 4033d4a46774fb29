// Wrong 1-D values: takes a light at coordinate x to be worth x - 1 (its 0-based index), as in
// the game where a cuboid needs two distinct values on every axis. Here degenerate cuboids are
// allowed, so the 1-D game is "turn one or two coins" and position x is worth x.
import { readFileSync } from "node:fs";
import { nimMul3 } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
let p = 0;
while (p < tokens.length) {
  const n = tokens[p++]!;
  let g = 0;
  for (let i = 0; i < n; i++, p += 3) g ^= nimMul3(tokens[p]! - 1, tokens[p + 1]! - 1, tokens[p + 2]! - 1);
  out.push(g === 0 ? "Yes" : "No");
}
process.stdout.write(out.join("\n") + "\n");
