// Written the way many students do it: readline, the larger number first, and a loop that flips
// the winner at each forced move. Numbers below 2^31 are exact in doubles, and 2 * b < 2^32 too
// (in C, `2 * b` would overflow a signed int: compare a / b >= 2 instead).
import * as readline from "node:readline";

function stanWins(x: number, y: number): boolean {
  let a = Math.max(x, y);
  let b = Math.min(x, y);
  let stanToMove = true;
  while (a % b !== 0 && a < 2 * b) {
    // b < a < 2b: the only move is to (b, a - b).
    [a, b] = [b, a - b];
    stanToMove = !stanToMove;
  }
  return stanToMove;
}

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let done = false;
rl.on("line", (line) => {
  if (done) return;
  const t = line.trim().split(/\s+/);
  if (t.length < 2) return;
  const a = Number(t[0]);
  const b = Number(t[1]);
  if (a === 0 && b === 0) {
    done = true;
    return;
  }
  out.push(stanWins(a, b) ? "Stan wins" : "Ollie wins");
});
rl.on("close", () => process.stdout.write(out.join("\n") + "\n"));
