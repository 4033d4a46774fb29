// Reference solver: the 18 = 2*9 bands in exact integer arithmetic. Stan wins iff
// 18^j < n <= 9*18^j for some j >= 0, computed as "while n > 18: n = ceil(n/18); Stan iff n <= 9"
// over BigInt (lib/game's stanWins).
import { readFileSync } from "node:fs";
import { stanWins } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const token = line.trim();
  if (token.length === 0) continue;
  out.push(stanWins(BigInt(token)) ? "Stan wins." : "Ollie wins.");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
