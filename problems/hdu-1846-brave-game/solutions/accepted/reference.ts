// Reference solver: Bash's game. The player to move loses exactly when m + 1 divides n.
import { readFileSync } from "node:fs";
import { isBashP } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const c = tokens[0]!;
const out: string[] = [];
for (let i = 0; i < c; i++) {
  const n = tokens[1 + 2 * i]!;
  const m = tokens[2 + 2 * i]!;
  out.push(isBashP(n, m) ? "second" : "first");
}
process.stdout.write(out.join("\n") + "\n");
