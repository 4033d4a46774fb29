// Written the way many students do: readline, a line at a time, each pile's value by its rule.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
let t = -1;
let expectCount = true;
const answers: string[] = [];
rl.on("line", (raw) => {
  const line = raw.trim();
  if (line === "") return;
  if (t < 0) {
    t = Number(line);
    return;
  }
  if (expectCount) {
    expectCount = false;
    return;
  }
  expectCount = true;
  const a = line.split(/\s+/).map(Number);
  let x = a[0]! % 4;
  if (a.length > 1) x ^= a[1]! % 2;
  for (let i = 2; i < a.length; i++) x ^= a[i]!;
  answers.push(x !== 0 ? "First" : "Second");
});
rl.on("close", () => console.log(answers.join("\n")));
