// POJ 1740 A New Stone Game. A position is the list of all n piles, ascending, empty ones
// included (they can never be chosen and never receive stones). A move chooses a non-empty pile
// of x stones, keeps k of them (0 <= k < x, so at least one stone is thrown away) and moves up to
// x - 1 - k more onto the OTHER non-empty piles, split among them in every possible way. The
// total strictly decreases, so the game is finite. The number of splits grows like
// (x + r choose r): only small positions can be searched.
import type { ImpartialGame } from "../impartial";

/** All n pile sizes, ascending, empty piles included. */
export type NewStonePiles = readonly number[];

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

export const newStoneGame: ImpartialGame<NewStonePiles> = {
  moves(piles) {
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
    return [...seen.values()];
  },
  key: (piles) => piles.join(","),
};
