// Written the way many students do it: play the game out with Stan always multiplying by 9 and
// Ollie always by 2 until one of them reaches n. These are not always the perfect moves, but
// the products 9, 18, 162, 324, ... are exactly the band edges 9*18^k and 18^(k+1), so whoever
// reaches n first here is the winner the bands name (the editorial's proof).
// p stays below 9n < 4 * 10^10, exact in a double.
import * as readline from "node:readline";

function stanWins(n: number): boolean {
  let p = 1;
  for (;;) {
    p *= 9;
    if (p >= n) return true;
    p *= 2;
    if (p >= n) return false;
  }
}

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
rl.on("line", (line) => {
  const t = line.trim();
  if (t.length === 0) return;
  answers.push(stanWins(Number(t)) ? "Stan wins." : "Ollie wins.");
});
rl.on("close", () => {
  if (answers.length > 0) process.stdout.write(answers.join("\n") + "\n");
});
