// Reference solver, the original judge's formula: a ball S away is u = ⌊S/(2πR)⌋ + 1 turns
// from the goal, a kick reaches r = ⌊L/(2πR)⌋ turns; each ball counts as u mod (r+1), and the
// first player wins iff some bit column of those counts is not a multiple of M+1 (Moore).
import { readFileSync } from "node:fs";
import { isJudgedMooreNimP } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const [n, m, l, r] = tokens.slice(p, p + 4) as [number, number, number, number];
  const circumference = 2 * Math.PI * r;
  const units = tokens.slice(p + 4, p + 4 + n).map((s) => BigInt(Math.floor(s / circumference) + 1));
  p += 4 + n;
  const reach = BigInt(Math.floor(l / circumference));
  out.push(isJudgedMooreNimP(units, m, reach) ? "Bob" : "Alice");
}
process.stdout.write(out.join("\n") + "\n");
