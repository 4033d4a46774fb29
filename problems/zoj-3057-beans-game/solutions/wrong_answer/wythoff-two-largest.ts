// A tempting reduction to a known game: "the smallest pile does not matter; play Wythoff's game
// on the two largest piles" (Wythoff's formula, exact for piles this small). It is right when a
// pile is empty, but (1, 1, 1) is a loss, and Wythoff calls (1, 1) a win.
import { readFileSync } from "node:fs";

const phi = (1 + Math.sqrt(5)) / 2;
const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const nums = line.trim().split(/\s+/).filter(Boolean).map(Number);
  if (nums.length < 3) continue;
  const [, a, b] = nums.slice(0, 3).sort((x, y) => x - y);
  out.push(Math.floor((b! - a!) * phi) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
