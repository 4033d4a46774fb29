// Misreads the seating: takes M1..Mn as one team and Mn+1..M2n as the other, so the order of
// play becomes M1, Mn+1, M2, Mn+2, ... (the players sit alternately in the input order).
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const n = tokens[p++]!;
  const players = 2 * n;
  const s = tokens[p++]!;
  const given = tokens.slice(p, p + players);
  p += players;
  const m: number[] = [];
  for (let k = 0; k < n; k++) m.push(given[k]!, given[n + k]!);
  const win = new Uint8Array((s + 1) * players);
  win.fill(1, 0, players);
  for (let left = 1; left <= s; left++) {
    for (let i = 0; i < players; i++) {
      for (let t = 1; t <= Math.min(m[i]!, left); t++) if (!win[(left - t) * players + ((i + 1) % players)]) win[left * players + i] = 1;
    }
  }
  out.push(win[s * players] ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
