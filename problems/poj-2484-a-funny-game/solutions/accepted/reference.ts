// Reference solver: the first player (Alice) wins exactly when n <= 2; from n >= 3 the second
// player cuts the row left by the first move into two equal rows and mirrors (lib/game).
import { readFileSync } from "node:fs";
import { coinCircleFirstWins } from "../../../../lib/game";

const out: string[] = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  const token = line.trim();
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(coinCircleFirstWins(n) ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
