// Correct but exponential: the game tree searched without remembering any position, so the
// same (stones, player) is solved again on every path that reaches it.
import { readFileSync } from "node:fs";

function wins(left: number, who: number, m: readonly number[]): boolean {
  if (left === 0) return true;
  for (let t = 1; t <= Math.min(m[who]!, left); t++) if (!wins(left - t, (who + 1) % m.length, m)) return true;
  return false;
}

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const players = 2 * tokens[p++]!;
  const s = tokens[p++]!;
  const m = tokens.slice(p, p + players);
  p += players;
  out.push(wins(s, 0, m) ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
