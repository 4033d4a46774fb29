// The golden-ratio rule without its exception: "Stan wins iff a / b > phi" (exact, in BigInt),
// forgetting a = b, where Stan takes b once and wins at once. Every "x x" comes out as Ollie.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  let a = BigInt(t[i]!);
  let b = BigInt(t[i + 1]!);
  if (a === 0n && b === 0n) break;
  if (a < b) [a, b] = [b, a];
  out.push((2n * a - b) ** 2n > 5n * b * b ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
