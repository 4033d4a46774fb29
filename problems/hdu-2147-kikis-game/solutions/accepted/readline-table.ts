// Written the way a student who does not trust the pattern does it: readline, and one win/lose
// table for the largest board, filled once from the bottom-left corner. win[x][y] is the value
// of the coin with x rows below it and y columns to its left; the start is (n - 1, m - 1).
// 2000 x 2000 = 4e6 cells, computed once, then every case is a lookup.
import * as readline from "node:readline";

const SIZE = 2000;
const win = new Uint8Array(SIZE * SIZE);
for (let x = 0; x < SIZE; x++) {
  for (let y = 0; y < SIZE; y++) {
    // A position is winning iff some move (x-1, y), (x, y-1), (x-1, y-1) reaches a losing one.
    const down = x > 0 && win[(x - 1) * SIZE + y] === 0;
    const left = y > 0 && win[x * SIZE + y - 1] === 0;
    const diag = x > 0 && y > 0 && win[(x - 1) * SIZE + y - 1] === 0;
    win[x * SIZE + y] = down || left || diag ? 1 : 0;
  }
}

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
let done = false;
rl.on("line", (line) => {
  if (done) return;
  const t = line.trim().split(/\s+/).map(Number);
  if (t.length < 2) return;
  const [n, m] = [t[0]!, t[1]!];
  if (n === 0 && m === 0) {
    done = true;
    return;
  }
  answers.push(win[(n - 1) * SIZE + (m - 1)] ? "Wonderful!" : "What a pity!");
});
rl.on("close", () => console.log(answers.join("\n")));
