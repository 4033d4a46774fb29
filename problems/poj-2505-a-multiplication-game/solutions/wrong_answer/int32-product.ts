// The greedy play-out (Stan x9, Ollie x2) in 32-bit signed integers, as "int p" in C (simulated
// with Math.imul and |0). The product passes 2^31 only for n > 612220032 = 18^7: there Stan's x9
// from 612220032 wraps to 1215012992, and for n above that the game goes on with a wrong product
// (Ollie's x2 wraps negative), so Ollie is said to win. n >= 2^31 reads as negative, and the
// first move "reaches" it: right by luck.
import { readFileSync } from "node:fs";

function stanWins(n: number): boolean {
  let p = 1;
  for (let turn = 0; turn < 64; turn++) {
    p = Math.imul(p, 9);
    if (p >= n) return true;
    p = Math.imul(p, 2);
    if (p >= n) return false;
  }
  return false;
}

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token.length === 0) continue;
  out.push(stanWins(Number(token) | 0) ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + "\n");
