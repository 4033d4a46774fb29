// Right pattern, wrong small cases: "with 2 or 3 stones the first player just takes them all",
// so only the Fibonacci numbers from 5 on are lost. But the first move may not take the whole
// pile: with 2 he takes 1 and the opponent takes the last; with 3, either take leaves a pile
// the opponent empties. Caught by the sample (n = 2).
import { readFileSync } from "node:fs";

const lost = new Set<number>();
for (let a = 5, b = 8; a < 2 ** 31; [a, b] = [b, a + b]) lost.add(a);

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n <= 3 || !lost.has(n) ? "First win" : "Second win");
}
console.log(out.join("\n"));
