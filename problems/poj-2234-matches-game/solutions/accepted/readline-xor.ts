// Written the way many students do: readline, xor as you go.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const answers: string[] = [];
rl.on("line", (line) => {
  const t = line.trim().split(/\s+/);
  if (t[0] === "") return;
  let x = 0;
  for (let i = 1; i <= Number(t[0]); i++) x ^= Number(t[i]);
  answers.push(x !== 0 ? "Yes" : "No");
});
rl.on("close", () => console.log(answers.join("\n")));
