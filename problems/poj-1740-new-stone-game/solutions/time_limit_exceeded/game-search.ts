// Correct but far too slow: search the game tree directly, memoised on the sorted non-empty
// piles, trying every move (pile, stones kept, stones moved, how they are shared) until one
// leads to a losing position. The number of ways to share the moved stones grows like
// (x + r choose r), hopeless for ten piles of up to 100 stones.
import { readFileSync } from "node:fs";

const memo = new Map<string, boolean>();

function wins(piles: number[]): boolean {
  const key = piles.join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  let result = false;
  const next = piles.slice();
  const r = piles.length - 1;
  // Share `m` stones among the piles other than `skip`, starting at index t; true if some
  // resulting position is lost for the opponent.
  const share = (skip: number, t: number, m: number): boolean => {
    if (t === piles.length) {
      if (m !== 0) return false;
      return !wins(next.filter((a) => a > 0).sort((a, b) => a - b));
    }
    if (t === skip) return share(skip, t + 1, m);
    const base = next[t]!;
    for (let put = 0; put <= m; put++) {
      next[t] = base + put;
      if (share(skip, t + 1, m - put)) {
        next[t] = base;
        return true;
      }
    }
    next[t] = base;
    return false;
  };
  outer: for (let i = 0; i < piles.length; i++) {
    const x = piles[i]!;
    for (let kept = 0; kept < x; kept++) {
      next[i] = kept;
      for (let moved = 0; moved <= (r === 0 ? 0 : x - 1 - kept); moved++) {
        if (share(i, 0, moved)) {
          result = true;
          break outer;
        }
      }
    }
    next[i] = x;
  }
  memo.set(key, result);
  return result;
}

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const piles = tokens.slice(p, p + n).filter((a) => a > 0).sort((a, b) => a - b);
  p += n;
  out.push(wins(piles) ? "1" : "0");
}
console.log(out.join("\n"));
