// Brute force over the real rules: lib/game's powersOfTwoGame (take any power of two 2^k <= n
// cards) searched with outcome() (one memo for the whole input).
import { readFileSync } from "node:fs";
import { outcome, powersOfTwoGame, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  out.push(outcome(powersOfTwoGame, Number(token), memo) === "N" ? "Kiki" : "Cici");
}
process.stdout.write(out.join("\n") + "\n");
