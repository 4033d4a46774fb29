// Brute force over the real rules: search lib/game's multiplicationGame(n) (p starts at 1, a move
// multiplies it by 2..9, reaching p >= n wins) from p = 1 with lib/game's outcome(). The products
// below n are the 7-smooth numbers, a few thousand even for n near 2^32, so every n is searched.
import { readFileSync } from "node:fs";
import { MULTIPLICATION_START, multiplicationGame, outcome } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const token = line.trim();
  if (token.length === 0) continue;
  const stan = outcome(multiplicationGame(Number(token)), MULTIPLICATION_START) === "N";
  out.push(stan ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
