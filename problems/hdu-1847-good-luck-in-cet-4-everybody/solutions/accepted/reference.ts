// Reference solver. No power of two is a multiple of 3, so the P-positions are the multiples
// of 3: exactly those of Bash's game with at most 2 per move (the extra moves 4, 8, ... never
// lead from a multiple of 3 to another). See the editorial for the proof.
import { readFileSync } from "node:fs";
import { isBashP } from "../../../../lib/game";

const out: string[] = [];
for (const token of readFileSync("/dev/stdin", "utf8").split(/\s+/)) {
  if (token === "") continue;
  out.push(isBashP(Number(token), 2) ? "Cici" : "Kiki");
}
process.stdout.write(out.join("\n") + "\n");
