// Wrong: the sum of the residues modulo M+1, a Bash-game rule, instead of each bit column.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const [n, m, l, r] = t.slice(p, p + 4) as [number, number, number, number];
  const c = 2 * Math.PI * r;
  const reach = Math.floor(l / c);
  const sum = t.slice(p + 4, p + 4 + n).reduce((acc, s) => acc + ((Math.floor(s / c) + 1) % (reach + 1)), 0);
  p += 4 + n;
  out.push(sum % (m + 1) !== 0 ? "Alice" : "Bob");
}
process.stdout.write(out.join("\n") + "\n");
