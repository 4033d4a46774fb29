// Brute force over the real rules: lib/game's threeKindsGame, the sum of Bash with m = 3, the
// take-an-odd-number pile and Nim (each component's own moves), searched whole by outcome()
// with one memo for the input. No Grundy value, no xor. Only for small positions.
import { readFileSync } from "node:fs";
import { outcome, threeKindsGame, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo: Memo<Outcome> = new Map();
let p = 0;
const t = tokens[p++]!;
const out: string[] = [];
for (let test = 0; test < t; test++) {
  const n = tokens[p++]!;
  const piles = tokens.slice(p, p + n);
  p += n;
  out.push(outcome(threeKindsGame, piles, memo) === "N" ? "First" : "Second");
}
process.stdout.write(out.join("\n") + "\n");
