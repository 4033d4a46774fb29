// Brute force over the real rules: lib/game's mooreNimGame(k) (1..k piles a move, any positive
// amount from each), searched by the generic outcome() with one memo per k. No bits. Only for
// small positions.
import { readFileSync } from "node:fs";
import { mooreNimGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memos = new Map<number, Memo<Outcome>>();
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const k = tokens[p++]!;
  const piles = tokens.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  if (!memos.has(k)) memos.set(k, new Map());
  out.push(outcome(mooreNimGame(k), piles, memos.get(k)!) === "N" ? "First" : "Second");
}
process.stdout.write(out.join("\n") + "\n");
