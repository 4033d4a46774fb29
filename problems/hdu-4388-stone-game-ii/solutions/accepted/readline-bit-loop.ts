// Written the way many students do: readline line by line, a small state machine (count line,
// then piles line), the 1-bits counted by shifting. Piles that are powers of two contribute 0.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
let cases = -1;
let caseNo = 0;
let expectPiles = false;
const out: string[] = [];
rl.on("line", (raw) => {
  const line = raw.trim();
  if (line === "") return;
  if (cases < 0) {
    cases = Number(line);
    return;
  }
  if (!expectPiles) {
    expectPiles = true;
    return;
  }
  expectPiles = false;
  let moves = 0;
  for (const word of line.split(/\s+/)) {
    let a = Number(word);
    let bits = 0;
    while (a > 0) {
      bits += a & 1;
      a >>= 1;
    }
    moves += bits - 1;
  }
  caseNo++;
  out.push("Case " + caseNo + ": " + (moves % 2 === 1 ? "Yes" : "No"));
});
rl.on("close", () => console.log(out.join("\n")));
