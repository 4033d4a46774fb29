// Minimax from our team's side: ours[s][i] = "our team wins with s stones, seat i to move"
// (OR over moves on our seats, AND on theirs). The end is given to the wrong team: with no
// stones left it says we win when the LAST MOVER (seat i - 1) is ours, but that player took
// the last stone and lost. (Giving the end to the last mover's team is the normal-play game
// again, reached from the team's side.)
import { readFileSync } from "node:fs";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length && tokens[p] !== 0; ) {
  const players = 2 * tokens[p++]!;
  const s = tokens[p++]!;
  const m = tokens.slice(p, p + players);
  p += players;
  const ours: boolean[][] = [Array.from({ length: players }, (_, i) => (i + players - 1) % players % 2 === 0)];
  for (let left = 1; left <= s; left++) {
    const row: boolean[] = [];
    for (let i = 0; i < players; i++) {
      const next = (i + 1) % players;
      let any = false;
      let all = true;
      for (let t = 1; t <= Math.min(m[i]!, left); t++) {
        const v = ours[left - t]![next]!;
        any ||= v;
        all &&= v;
      }
      row.push(i % 2 === 0 ? any : all);
    }
    ours.push(row);
  }
  out.push(ours[s]![0] ? "1" : "0");
}
process.stdout.write(out.join("\n") + "\n");
