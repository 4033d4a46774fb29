// Brute force over the real rules: lib/game's fibonacciNimGame (a position is the stones left
// and the most the mover may take; a take of t gives the opponent the cap 2t), searched from the
// start (n stones, cap n - 1: not the whole pile) by the generic outcome(). One memo for all
// cases: about n^2 / 2 positions. Only for small n.
import { readFileSync } from "node:fs";
import { fibonacciNimGame, fibonacciNimStart, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(outcome(fibonacciNimGame, fibonacciNimStart(n), memo) === "N" ? "First win" : "Second win");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
