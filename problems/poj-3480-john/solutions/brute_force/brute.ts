// Brute force over the real rules: lib/game's misereNimGame (Nim's moves; a player left with a
// single stone must take it and loses), searched by the generic outcome() with one memo for
// the whole input. No xor, no rule about piles of one. Only for small positions.
import { readFileSync } from "node:fs";
import { misereNimGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo: Memo<Outcome> = new Map();
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const piles = tokens.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  out.push(outcome(misereNimGame, piles, memo) === "N" ? "John" : "Brother");
}
process.stdout.write(out.join("\n") + "\n");
