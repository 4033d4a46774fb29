// Correct but slow: finds each ball's distance in turns, and its residue, by counting one turn
// at a time (up to 1.6 * 10^7 steps a ball), where a division does it at once.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const [n, m, l, r] = t.slice(p, p + 4) as [number, number, number, number];
  const c = 2 * Math.PI * r;
  let reach = 0;
  while ((reach + 1) * c <= l) reach++;
  const left: number[] = [];
  for (const s of t.slice(p + 4, p + 4 + n)) {
    let units = 1;
    while (units * c <= s) units++;
    while (units > reach) units -= reach + 1;
    left.push(units);
  }
  p += 4 + n;
  let wins = false;
  for (let b = 0; b < 25; b++) if (left.filter((u) => (u >> b) & 1).length % (m + 1) !== 0) wins = true;
  out.push(wins ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
