// Brute force over the real rules: search Bash's game (take 1..m stones from one pile) with
// lib/game's outcome(), one memo per m. Only for the small group and the stress inputs.
import { readFileSync } from "node:fs";
import { bashGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memos = new Map<number, Memo<Outcome>>();
const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const c = tokens[0]!;
const out: string[] = [];
for (let i = 0; i < c; i++) {
  const n = tokens[1 + 2 * i]!;
  const m = tokens[2 + 2 * i]!;
  let memo = memos.get(m);
  if (!memo) memos.set(m, (memo = new Map()));
  out.push(outcome(bashGame(m), n, memo) === "N" ? "first" : "second");
}
process.stdout.write(out.join("\n") + "\n");
