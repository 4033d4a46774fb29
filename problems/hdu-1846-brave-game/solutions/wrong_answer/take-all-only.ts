// Conjecture: "the first player wins only when he can take everything at once (m >= n)".
// It forgets that he can move to a losing position for the opponent instead. The smallest
// refuting position is n = 3, m = 1: one stone each turn, and the first player takes the last.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i < t[0]!; i++) out.push(t[2 + 2 * i]! >= t[1 + 2 * i]! ? "first" : "second");
console.log(out.join("\n"));
