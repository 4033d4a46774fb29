// False conjecture by analogy with Bash's game (take 1..M, g(h) = h mod (M + 1)): "each heap is
// worth h mod (max S + 1), and the position is W iff the xor of these is non-zero". It holds
// when S = {1, ..., M}, not otherwise. The smallest refuting input: S = {2} with one heap of 1:
// 1 mod 3 = 1 says W, but no move is possible, so it is L.
import { readFileSync } from "node:fs";

const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
let p = 0;
const out: string[] = [];
while (p < t.length && t[p] !== 0) {
  const k = t[p++]!;
  const period = Math.max(...t.slice(p, p + k)) + 1;
  p += k;
  const m = t[p++]!;
  let line = "";
  for (let i = 0; i < m; i++) {
    const l = t[p++]!;
    let x = 0;
    for (let j = 0; j < l; j++) x ^= t[p++]! % period;
    line += x ? "W" : "L";
  }
  out.push(line);
}
console.log(out.join("\n"));
