// Wrong: the xor of the residues, as if a turn kicked a single ball (bounded Nim, ignoring M).
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const [n, , l, r] = t.slice(p, p + 4) as [number, number, number, number];
  const c = 2 * Math.PI * r;
  const reach = Math.floor(l / c);
  const xor = t.slice(p + 4, p + 4 + n).reduce((x, s) => x ^ (Math.floor(s / c) + 1) % (reach + 1), 0);
  p += 4 + n;
  out.push(xor !== 0 ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
