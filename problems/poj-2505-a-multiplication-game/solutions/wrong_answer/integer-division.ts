// The right bands with the wrong rounding: "while n > 18: n = n / 18" in integer arithmetic
// (floor). Flooring can pull n down into a band it is not in: n = 163 becomes 9, "Stan", yet 163
// lies in Ollie's band (162, 324]. The bottom of every Ollie band, n just above 9*18^k for k >= 1,
// is misjudged the same way, and so is the bottom of every Stan band, just above 18^k, for k >= 2.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  let n = Number(token);
  while (n > 18) n = Math.floor(n / 18);
  out.push(n <= 9 ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + "\n");
