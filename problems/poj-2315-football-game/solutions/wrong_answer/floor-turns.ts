// Wrong: a ball S away counted as ⌊S/(2πR)⌋ turns, though it must roll one more turn to cross
// the line (S/(2πR) is never a whole number).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const [n, m, l, r] = t.slice(p, p + 4) as [number, number, number, number];
  const c = 2 * Math.PI * r;
  const reach = Math.floor(l / c);
  const left = t.slice(p + 4, p + 4 + n).map((s) => Math.floor(s / c) % (reach + 1));
  p += 4 + n;
  let wins = false;
  for (let b = 0; b < 25; b++) if (left.filter((u) => (u >> b) & 1).length % (m + 1) !== 0) wins = true;
  out.push(wins ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
