// Reference solver: Bouton's misère rule. With a pile of two or more the first player wins iff
// the nim-sum is non-zero; with every pile at one, iff the number of piles is even.
import { readFileSync } from "node:fs";
import { misereNimOutcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const piles = tokens.slice(p, p + n);
  p += n;
  out.push(misereNimOutcome(piles) === "N" ? "John" : "Brother");
}
process.stdout.write(out.join("\n") + "\n");
