// Exact arithmetic, but the piles taken in input order: the statement does not promise a <= b,
// yet this compares floor(k phi) with the first number. "2 1" (k = 1, floor(phi) = 1, the smaller
// pile is 1) is a P-position; this program compares with 2 and prints 1. The first sample line.
import { readFileSync } from "node:fs";
import { wythoffA } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const t = line.trim().split(/\s+/).filter(Boolean);
  if (t.length < 2) continue;
  const a = BigInt(t[0]!);
  const b = BigInt(t[1]!);
  const k = a < b ? b - a : a - b;
  out.push(wythoffA(k) === a ? "0" : "1");
}
process.stdout.write(out.join("\n") + "\n");
