// Written the way many students do it: readline, and a set of the Fibonacci numbers below 2^31
// (there are only 45 of them). The second player wins exactly when n is in the set.
import * as readline from "node:readline";

const fibs = new Set<number>();
for (let a = 1, b = 2; a < 2 ** 31; [a, b] = [b, a + b]) fibs.add(a);

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
let done = false;
rl.on("line", (line) => {
  if (done) return;
  const s = line.trim();
  if (s === "") return;
  const n = Number(s);
  if (n === 0) {
    done = true;
    return;
  }
  answers.push(fibs.has(n) ? "Second win" : "First win");
});
rl.on("close", () => console.log(answers.join("\n")));
