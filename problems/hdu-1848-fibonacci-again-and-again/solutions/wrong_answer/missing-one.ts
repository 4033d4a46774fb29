// Builds the Fibonacci numbers from F(2) = 2, F(3) = 3 and forgets the first one: removing a
// single stone is not a move. The smallest refuting input: "1 1 1": with no move from a pile of
// 1 every pile has g = 0 and it prints Nacci, but the first player takes one stone and wins.
import { readFileSync } from "node:fs";

const fibs: number[] = [2, 3];
while (fibs[fibs.length - 1]! <= 1000) fibs.push(fibs[fibs.length - 1]! + fibs[fibs.length - 2]!);
const sg = new Array<number>(1001).fill(0);
for (let h = 1; h <= 1000; h++) {
  const seen = new Set<number>();
  for (const f of fibs) if (f <= h) seen.add(sg[h - f]!);
  let v = 0;
  while (seen.has(v)) v++;
  sg[h] = v;
}

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
  out.push((sg[t[i]!]! ^ sg[t[i + 1]!]! ^ sg[t[i + 2]!]!) !== 0 ? "Fibo" : "Nacci");
}
console.log(out.join("\n"));
