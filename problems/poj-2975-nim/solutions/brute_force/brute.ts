// Brute force over the real rules: every move (a pile, by its index, and an amount 1..k_i) is
// tried, and the position it leaves is judged by lib/game's outcome() over nimGame (a game-tree
// search, no xor). Equal piles are different moves. Only for small positions.
import { readFileSync } from "node:fs";
import { nimGame, outcome, type Memo, type Outcome } from "../../../../lib/game";

const memo: Memo<Outcome> = new Map();
const t = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < t.length; ) {
  const n = t[p++]!;
  if (n === 0) break;
  const piles = t.slice(p, p + n);
  p += n;
  let count = 0;
  for (let i = 0; i < n; i++) {
    for (let take = 1; take <= piles[i]!; take++) {
      const next = piles.slice();
      next[i] = piles[i]! - take;
      if (outcome(nimGame, next.sort((a, b) => a - b), memo) === "P") count++;
    }
  }
  out.push(String(count));
}
process.stdout.write(out.join("\n") + "\n");
