// False conjecture from the first thirty values: g = 0 1 2 3 0 1 2 3 4 5 repeats three times,
// so "g(h) = that block at h mod 10". It breaks at h = 34, a Fibonacci number: taking the whole
// pile reaches 0, so g(34) = 4, not g(4) = 0. The smallest refuting input: "1 1 34" (the
// block says 1 ^ 1 ^ 0 = 0, Nacci; the truth is 1 ^ 1 ^ 4 = 4, Fibo).
import { readFileSync } from "node:fs";

const block = [0, 1, 2, 3, 0, 1, 2, 3, 4, 5];
const g = (h: number) => block[h % 10]!;

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 2 < t.length; i += 3) {
  if (t[i] === 0 && t[i + 1] === 0 && t[i + 2] === 0) break;
  out.push((g(t[i]!) ^ g(t[i + 1]!) ^ g(t[i + 2]!)) !== 0 ? "Fibo" : "Nacci");
}
console.log(out.join("\n"));
