// Brute force over the real rules: the subtraction game whose moves take any power of two
// 2^k <= n cards, searched with lib/game's outcome() (one memo for the whole input).
import { readFileSync } from "node:fs";
import { outcome, type ImpartialGame, type Memo, type Outcome } from "../../../../lib/game";

const takePowerOfTwo: ImpartialGame<number> = {
  *moves(n) {
    for (let p = 1; p <= n; p *= 2) yield n - p;
  },
  key: (n) => n,
};

const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  out.push(outcome(takePowerOfTwo, Number(token), memo) === "N" ? "Kiki" : "Cici");
}
process.stdout.write(out.join("\n") + "\n");
