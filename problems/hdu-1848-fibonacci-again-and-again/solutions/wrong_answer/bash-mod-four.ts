// False conjecture from the first values: g = 0 1 2 3 0 1 2 3 looks like Bash's game with
// m = 3, so "g(h) = h mod 4, xor the three". It breaks at h = 8 (true g(8) = 4: from 8 one can
// reach 7, 6, 5, 3 and 0, with values 3, 2, 1, 3 and 0). The smallest refuting input: "1 1 8"
// (1 ^ 1 ^ 0 = 0 says Nacci, but 1 ^ 1 ^ 4 = 4: Fibo).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
  out.push(((t[i]! % 4) ^ (t[i + 1]! % 4) ^ (t[i + 2]! % 4)) !== 0 ? "Fibo" : "Nacci");
}
console.log(out.join("\n"));
