// Brute force over the real rules: lib/game's mooreNimGame(M, r), a turn kicks 1..M balls, each
// 1..r whole turns nearer (a ball within r turns may be kicked into the goal). Searched by the
// generic outcome() with one memo per (M, r). No bits, no residues. Only for small positions.
import { readFileSync } from "node:fs";
import { mooreNimGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memos = new Map<string, Memo<Outcome>>();
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const [n, m, l, r] = tokens.slice(p, p + 4) as [number, number, number, number];
  const circumference = 2 * Math.PI * r;
  const units = tokens.slice(p + 4, p + 4 + n).map((s) => Math.floor(s / circumference) + 1).sort((a, b) => a - b);
  p += 4 + n;
  const reach = Math.floor(l / circumference);
  const id = `${m} ${reach}`;
  if (!memos.has(id)) memos.set(id, new Map());
  out.push(outcome(mooreNimGame(m, reach), units, memos.get(id)!) === "N" ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
