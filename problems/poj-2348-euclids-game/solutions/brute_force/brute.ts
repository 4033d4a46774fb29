// Brute force over the real rules: search lib/game's euclidGame (subtract a positive multiple of
// the smaller number from the larger, not below zero; whoever makes a 0 wins) with lib/game's
// outcome(). Only for small numbers: about a * b positions, a / b moves each.
import { readFileSync } from "node:fs";
import { euclidGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let i = 0; i + 1 < tokens.length; i += 2) {
  const a = tokens[i]!;
  const b = tokens[i + 1]!;
  if (a === 0 && b === 0) break;
  out.push(outcome(euclidGame, [a, b] as const, memo) === "N" ? "Stan wins" : "Ollie wins");
}
process.stdout.write(out.map((line) => line + "\n").join(""));
