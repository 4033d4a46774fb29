// Correct but too slow: the memoised search over (stones left, cap), run again for every n.
// Whether (s, c) is won only grows with the cap c, so the memo keeps, per s, the smallest cap
// that wins: need[s] = the least take t with s - t = 0 or 2t < need[s - t] (the opponent then
// cannot win). (n, n - 1) is won iff need[n] < n. That is O(n) time and memory per case: fine
// for one n of 10^4, far too slow for thousands of n near 10^6 (and impossible near 2^31).
import { readFileSync } from "node:fs";

function firstPlayerWins(n: number): boolean {
  const need = new Float64Array(n + 1);
  need[0] = Infinity; // no stones: the mover has lost whatever the cap
  for (let s = 1; s <= n; s++) {
    let t = 1;
    while (t < s && 2 * t >= need[s - t]!) t++;
    need[s] = t;
  }
  return need[n]! < n;
}

const out: string[] = [];
for (const token of readFileSync(0, "utf8").split(/\s+/)) {
  if (token === "") continue;
  const n = Number(token);
  if (n === 0) break;
  out.push(firstPlayerWins(n) ? "First win" : "Second win");
}
console.log(out.join("\n"));
