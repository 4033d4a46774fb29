// Reference solver: the first player loses exactly when n is a Fibonacci number 2, 3, 5, 8, ...
// (Zeckendorf's theorem; lib/game's fibonacciNimFirstPlayerWins). Reads every line up to "0".
import { readFileSync } from "node:fs";
import { fibonacciNimFirstPlayerWins } from "../../../../lib/game";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(fibonacciNimFirstPlayerWins(n) ? "First win" : "Second win");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
