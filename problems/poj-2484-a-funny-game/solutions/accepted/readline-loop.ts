// Written the way many students do: readline line by line, stop at the line "0", and the whole
// theory in one comparison (Alice takes everything when n <= 2; otherwise Bob mirrors).
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let done = false;
rl.on("line", (line) => {
  if (done || line.trim() === "") return;
  const n = parseInt(line, 10);
  if (n === 0) {
    done = true;
    return;
  }
  out.push(n <= 2 ? "Alice" : "Bob");
});
rl.on("close", () => console.log(out.join("\n")));
