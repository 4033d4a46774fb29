// Correct but too slow: a game-tree search with memoisation, the state written as the string
// "stones,m" and the memo a Map that is cleared for every case. It visits about n * m / 2 moves
// per case, each building a string key: 100 cases with n and m near 1000 take seconds.
import { readFileSync } from "node:fs";

const t = readFileSync("/dev/stdin", "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo = new Map<string, boolean>();

/** Can the player to move win with `stones` left, taking 1..m per move? */
function wins(stones: number, m: number): boolean {
  const key = `${stones},${m}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let result = false;
  for (let take = 1; take <= m && take <= stones; take++) {
    if (!wins(stones - take, m)) {
      result = true;
      break;
    }
  }
  memo.set(key, result);
  return result;
}

const out: string[] = [];
for (let i = 0; i < t[0]!; i++) {
  memo.clear();
  const n = t[1 + 2 * i]!;
  const m = t[2 + 2 * i]!;
  out.push(wins(n, m) ? "first" : "second");
}
console.log(out.join("\n"));
