// Reference solver: walk the Euclidean algorithm (lib/game's euclidFirstPlayerWins). Steps with
// quotient 1 and a remainder are forced moves; the first step with quotient >= 2 or no remainder
// is a free choice, and its mover wins: Stan when it is step 1, 3, 5...
import { readFileSync } from "node:fs";
import { euclidFirstPlayerWins } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean);
const out: string[] = [];
for (let i = 0; i + 1 < tokens.length; i += 2) {
  const a = BigInt(tokens[i]!);
  const b = BigInt(tokens[i + 1]!);
  if (a === 0n && b === 0n) break;
  out.push(euclidFirstPlayerWins(a, b) ? "Stan wins" : "Ollie wins");
}
process.stdout.write(out.map((line) => line + "\n").join(""));
