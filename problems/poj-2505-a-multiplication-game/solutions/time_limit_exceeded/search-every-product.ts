// Correct but too slow: for each n, a memoised search over every product p < n reachable from 1
// (the mover at p wins iff some p*m >= n or the opponent loses at p*m). Each n near 2^32 has
// several thousand such products, each tried with 8 multipliers, and the memo cannot be shared
// between different n: 10^5 large n cost billions of steps.
import { readFileSync } from "node:fs";

function moverWins(p: number, n: number, memo: Map<number, boolean>): boolean {
  const known = memo.get(p);
  if (known !== undefined) return known;
  let wins = false;
  for (let m = 2; m <= 9 && !wins; m++) wins = p * m >= n || !moverWins(p * m, n, memo);
  memo.set(p, wins);
  return wins;
}

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  out.push(moverWins(1, Number(token), new Map()) ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + "\n");
