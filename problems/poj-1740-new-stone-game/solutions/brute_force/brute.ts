// Brute force over the real rules, with lib/game's outcome(). A position is the sorted list of
// all n piles (empty ones included: they can never be chosen and never receive stones). A move
// chooses a non-empty pile of x stones, keeps k of them (0 <= k < x, so at least one stone is
// thrown away), moves m more (0 <= m <= x - 1 - k) onto the OTHER piles that are non-empty,
// split among them in every possible way. The total strictly decreases, so the game is finite.
// Only for small positions: the number of splits grows like (x + r choose r).
import { readFileSync } from "node:fs";
import { outcome, type ImpartialGame, type Memo, type Outcome } from "../../../../lib/game";

type Piles = readonly number[];

/** Calls `visit` once for every way to add `m` stones to the piles at `targets[t..]` of `next`. */
function spread(next: number[], targets: readonly number[], t: number, m: number, visit: () => void): void {
  if (t === targets.length) {
    if (m === 0) visit();
    return;
  }
  const j = targets[t]!;
  const base = next[j]!;
  for (let put = 0; put <= m; put++) {
    next[j] = base + put;
    spread(next, targets, t + 1, m - put, visit);
  }
  next[j] = base;
}

const newStoneGame: ImpartialGame<Piles> = {
  *moves(piles) {
    const seen = new Map<string, number[]>();
    for (let i = 0; i < piles.length; i++) {
      const x = piles[i]!;
      if (x === 0 || (i > 0 && piles[i - 1] === x)) continue; // equal piles give the same options
      const others: number[] = [];
      for (let j = 0; j < piles.length; j++) if (j !== i && piles[j]! > 0) others.push(j);
      const next = piles.slice();
      for (let kept = 0; kept < x; kept++) {
        next[i] = kept;
        const maxMoved = others.length === 0 ? 0 : x - 1 - kept;
        for (let moved = 0; moved <= maxMoved; moved++) {
          spread(next, others, 0, moved, () => {
            const sorted = next.slice().sort((a, b) => a - b);
            const key = sorted.join(",");
            if (!seen.has(key)) seen.set(key, sorted);
          });
        }
      }
    }
    yield* seen.values();
  },
  key: (piles) => piles.join(","),
};

const tokens = readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const memo: Memo<Outcome> = new Map();
const out: string[] = [];
for (let p = 0; p < tokens.length; ) {
  const n = tokens[p++]!;
  if (n === 0) break;
  const piles = tokens.slice(p, p + n).sort((a, b) => a - b);
  p += n;
  out.push(outcome(newStoneGame, piles, memo) === "N" ? "1" : "0");
}
process.stdout.write(out.join("\n") + (out.length ? "\n" : ""));
