// The textbook recursion, in the style of a contest solution: win(a, b) with a >= b is true when
// b divides a or a / b >= 2 (a free choice), otherwise it is the opposite of win(b, a - b). The
// depth is at most the number of Euclid steps (about 45 below 2^31), so recursion is safe.
import { readFileSync } from "node:fs";

function win(a: number, b: number): boolean {
  if (a < b) return win(b, a);
  if (a % b === 0 || Math.floor(a / b) >= 2) return true;
  return !win(b, a - b);
}

const lines = readFileSync(0, "utf8").split("\n");
const out: string[] = [];
for (const line of lines) {
  const [a, b] = line.trim().split(/\s+/).map(Number);
  if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) continue;
  if (a === 0 && b === 0) break;
  out.push(win(a, b) ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
