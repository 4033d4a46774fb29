// Brute force over the real rules: lib/game's fibonacciSubtractionGame (a move removes a
// Fibonacci number of stones from one pile) searched whole as a win/lose game on the sorted
// triple by the generic outcome() (no Grundy values, no xor). One memo for all cases. Only for
// small piles.
import { readFileSync } from "node:fs";
import { fibonacciSubtractionGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  const piles = [t[i]!, t[i + 1]!, t[i + 2]!].sort((a, b) => a - b);
  if (piles[2] === 0) break;
  out.push(outcome(fibonacciSubtractionGame, piles, memo) === "N" ? "Fibo" : "Nacci");
}
process.stdout.write(out.join("\n") + "\n");
