// Conjecture from the m = 1 table: "the first player wins iff n is odd". Right for m = 1 (the
// players alternate single stones), wrong as soon as m >= 2. The smallest refuting position is
// n = 2, m = 2: the first player takes both stones and wins, although n is even.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < t[0]!; i++) out.push(t[1 + 2 * i]! % 2 === 1 ? "first" : "second");
console.log(out.join("\n"));
