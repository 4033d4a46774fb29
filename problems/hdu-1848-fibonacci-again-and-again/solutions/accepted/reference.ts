// Reference solver: Sprague-Grundy. g(0..1000) of one pile of the Fibonacci subtraction game
// (lib/game's table over the real moves), then a case is a first-player win iff
// g(m) xor g(n) xor g(p) is not 0.
import { readFileSync } from "node:fs";
import { fibonacciMoves, ruleGrundyTable } from "../../../../lib/game";

const g = ruleGrundyTable(1000, fibonacciMoves);
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  const [m, n, p] = [t[i]!, t[i + 1]!, t[i + 2]!];
  if (m === 0 && n === 0 && p === 0) break;
  out.push((g[m]! ^ g[n]! ^ g[p]!) !== 0 ? "Fibo" : "Nacci");
}
process.stdout.write(out.join("\n") + "\n");
