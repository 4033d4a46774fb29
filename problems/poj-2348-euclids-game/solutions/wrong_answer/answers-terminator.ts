// Right theory, wrong reading: answers every pair up to the end of the input, the terminating
// "0 0" included (its guard against a zero treats it as an immediate win). One extra
// "Stan wins" at the end; the sample already shows it.
import { readFileSync } from "node:fs";

function stanWins(x: number, y: number): boolean {
  let [a, b] = x >= y ? [x, y] : [y, x];
  let stan = true;
  while (b !== 0 && a % b !== 0 && a < 2 * b) {
    [a, b] = [b, a - b];
    stan = !stan;
  }
  return stan;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) out.push(stanWins(t[i]!, t[i + 1]!) ? "Stan wins" : "Ollie wins");
console.log(out.join("\n"));
