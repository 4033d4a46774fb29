// Written the way many students do: readline, the first line is the count, then n % (m + 1).
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
let remaining = -1;
const answers: string[] = [];
rl.on("line", (line) => {
  const t = line.trim().split(/\s+/);
  if (t[0] === "") return;
  if (remaining < 0) {
    remaining = Number(t[0]);
    return;
  }
  if (remaining === 0) return;
  remaining--;
  const n = Number(t[0]);
  const m = Number(t[1]);
  answers.push(n % (m + 1) === 0 ? "second" : "first");
});
rl.on("close", () => console.log(answers.join("\n")));
