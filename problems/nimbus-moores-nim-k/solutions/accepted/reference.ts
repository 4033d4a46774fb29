// Reference solver: Moore's theorem. The player to move loses iff every bit column of the piles
// holds a multiple of k+1 ones.
import { readFileSync } from "node:fs";
import { isMooreNimP } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
let p = 0;
const t = Number(tokens[p++]);
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = Number(tokens[p++]);
  const k = Number(tokens[p++]);
  const piles = tokens.slice(p, p + n).map(BigInt);
  p += n;
  out.push(isMooreNimP(piles, k) ? "Second" : "First");
}
process.stdout.write(out.join("\n") + "\n");
