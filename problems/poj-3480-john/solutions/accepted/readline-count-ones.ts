// Written the way many students do: readline, one line at a time, counting the piles of one
// beside the xor.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const lines: string[] = [];
rl.on("line", (line) => {
  if (line.trim() !== "") lines.push(line.trim());
});
rl.on("close", () => {
  const t = Number(lines[0]);
  const answers: string[] = [];
  for (let i = 0; i < t; i++) {
    const n = Number(lines[1 + 2 * i]);
    const a = lines[2 + 2 * i]!.split(/\s+/).map(Number);
    let x = 0;
    let ones = 0;
    for (let j = 0; j < n; j++) {
      x ^= a[j]!;
      if (a[j] === 1) ones++;
    }
    const johnWins = ones === n ? n % 2 === 0 : x !== 0;
    answers.push(johnWins ? "John" : "Brother");
  }
  console.log(answers.join("\n"));
});
