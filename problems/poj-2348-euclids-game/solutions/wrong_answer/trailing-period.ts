// Right theory, wrong words: prints "Stan wins." with a period, as POJ 2505 (A Multiplication
// Game) does. This problem's lines have no period; the sample already shows it.
import { readFileSync } from "node:fs";

function stanWins(x: number, y: number): boolean {
  let [a, b] = x >= y ? [x, y] : [y, x];
  let stan = true;
  while (a % b !== 0 && a < 2 * b) {
    [a, b] = [b, a - b];
    stan = !stan;
  }
  return stan;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  if (t[i] === 0 && t[i + 1] === 0) break;
  out.push(stanWins(t[i]!, t[i + 1]!) ? "Stan wins." : "Ollie wins.");
}
console.log(out.join("\n"));
