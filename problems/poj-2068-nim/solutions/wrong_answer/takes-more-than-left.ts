// Forgets that a player cannot take more stones than are left: t runs up to Mi whatever the
// pile, and win[s - t] for s - t < 0 is undefined, read as "the opponent loses".
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const players = 2 * tokens[p++]!;
  const s = tokens[p++]!;
  const m = tokens.slice(p, p + players);
  p += players;
  const win: boolean[][] = [Array(players).fill(true)];
  for (let left = 1; left <= s; left++) {
    const row: boolean[] = [];
    for (let i = 0; i < players; i++) {
      let w = false;
      for (let t = 1; t <= m[i]!; t++) if (!win[left - t]?.[(i + 1) % players]) w = true;
      row.push(w);
    }
    win.push(row);
  }
  out.push(win[s]![0] ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
