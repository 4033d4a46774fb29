// Wrong: Moore's test on the whole distances in turns, forgetting that a kick reaches at most
// ⌊L/(2πR)⌋ turns (no residue mod reach+1).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const [n, m, , r] = t.slice(p, p + 4) as [number, number, number, number];
  const units = t.slice(p + 4, p + 4 + n).map((s) => Math.floor(s / (2 * Math.PI * r)) + 1);
  p += 4 + n;
  let wins = false;
  for (let b = 0; b < 25; b++) if (units.filter((u) => (u >> b) & 1).length % (m + 1) !== 0) wins = true;
  out.push(wins ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
