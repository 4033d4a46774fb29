// A student's solution with readline: drop the empty piles, sort the rest, and Bob wins iff
// an even number of piles remain and they pair up as (b1 = b2), (b3 = b4), ...
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
let expectPiles = false;
let done = false;
rl.on("line", (line) => {
  if (done || line.trim() === "") return;
  if (!expectPiles) {
    if (Number(line.trim()) === 0) done = true;
    else expectPiles = true;
    return;
  }
  expectPiles = false;
  const b = line.trim().split(/\s+/).map(Number).filter((a) => a > 0).sort((x, y) => x - y);
  let paired = b.length % 2 === 0;
  for (let i = 0; paired && i < b.length; i += 2) if (b[i] !== b[i + 1]) paired = false;
  answers.push(paired ? "0" : "1");
});
rl.on("close", () => console.log(answers.join("\n")));
