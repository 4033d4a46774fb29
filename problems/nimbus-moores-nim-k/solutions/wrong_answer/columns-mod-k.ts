// Wrong: each bit column's count taken modulo k instead of k + 1.
import { readFileSync } from "node:fs";

const words = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
let p = 0;
const t = Number(words[p++]);
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = Number(words[p++]);
  const k = Number(words[p++]);
  const ones = new Array<number>(64).fill(0);
  for (let i = 0; i < n; i++) {
    const bits = BigInt(words[p++]!).toString(2);
    for (let j = 0; j < bits.length; j++) if (bits[bits.length - 1 - j] === "1") ones[j]!++;
  }
  out.push(ones.every((c) => c % k === 0) ? "Second" : "First");
}
process.stdout.write(out.join("\n") + "\n");
