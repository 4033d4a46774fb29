// Correct but exponential: the definition of P- and N-positions searched directly ("I win if
// some move leaves a position my opponent loses"), with no memo and no theory. Taking the last
// M&M loses, so a player facing a single M&M has lost. Fine for the sample, hopeless for 47
// colours of thousands.
import { readFileSync } from "node:fs";

function wins(piles: number[], total: number): boolean {
  if (total === 1) return false; // must eat the last M&M
  for (let i = 0; i < piles.length; i++) {
    if (i > 0 && piles[i] === piles[i - 1]) continue; // same options as the pile before
    const a = piles[i]!;
    for (let to = 0; to < a; to++) {
      if (total - a + to === 0) continue; // eating everything loses at once
      const next = piles.slice();
      next[i] = to;
      next.sort((x, y) => x - y);
      if (!wins(next, total - a + to)) return true;
    }
  }
  return false;
}

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const piles = tokens.slice(p, p + n).sort((x, y) => x - y);
  p += n;
  out.push(wins(piles, piles.reduce((s, a) => s + a, 0)) ? "John" : "Brother");
}
console.log(out.join("\n"));
