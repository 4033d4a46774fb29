// The exact integer test (2a - b)^2 > 5 b^2, but computed in doubles: with a near 2^31 the
// squares reach 10^19, past 2^53, and their last digits are rounded away. For consecutive
// Fibonacci numbers the two sides differ by exactly 4, so the comparison comes out wrong (the
// JavaScript form of C's 32-bit overflow in `2 * b` or `b * b`).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  if (t[i] === 0 && t[i + 1] === 0) break;
  const a = Math.max(t[i]!, t[i + 1]!);
  const b = Math.min(t[i]!, t[i + 1]!);
  out.push(a === b || (2 * a - b) ** 2 > 5 * b * b ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
