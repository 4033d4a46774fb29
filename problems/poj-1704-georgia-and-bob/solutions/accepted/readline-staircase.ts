// With readline: the staircase view. Step j holds the empty cells just left of the j-th chessman
// from the right; only the odd steps count, and Georgia wins iff their xor is non-zero.
import * as readline from "node:readline";

const lines: string[] = [];
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  if (line.trim() !== "") lines.push(line.trim());
});
rl.on("close", () => {
  const t = Number(lines[0]);
  const out: string[] = [];
  for (let c = 0; c < t; c++) {
    const cells = lines[2 + 2 * c]!.split(/\s+/).map(Number).sort((a, b) => a - b);
    let x = 0;
    for (let i = cells.length - 1, step = 1; i >= 0; i--, step++) {
      const gap = cells[i]! - (i > 0 ? cells[i - 1]! : 0) - 1;
      if (step % 2 === 1) x ^= gap;
    }
    out.push(x ? "Georgia will win" : "Bob will win");
  }
  console.log(out.join("\n"));
});
