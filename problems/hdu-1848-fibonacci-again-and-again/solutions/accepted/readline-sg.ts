// Written the way many students do: readline line by line, the Fibonacci numbers in an array
// built by the recurrence, and the SG table with a "visited" array for the mex.
import * as readline from "node:readline";

const fib: number[] = [1, 2];
while (fib[fib.length - 1]! + fib[fib.length - 2]! <= 1000) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);

const sg: number[] = [0];
for (let h = 1; h <= 1000; h++) {
  const vis: boolean[] = [];
  for (const f of fib) if (f <= h) vis[sg[h - f]!] = true;
  let v = 0;
  while (vis[v]) v++;
  sg.push(v);
}

const rl = readline.createInterface({ input: process.stdin });
const out: string[] = [];
let done = false;
rl.on("line", (line) => {
  if (done || line.trim() === "") return;
  const [m, n, p] = line.trim().split(/\s+/).map(Number);
  if (m === 0 && n === 0 && p === 0) {
    done = true;
    return;
  }
  out.push(sg[m!]! ^ sg[n!]! ^ sg[p!]! ? "Fibo" : "Nacci");
});
rl.on("close", () => console.log(out.join("\n")));
