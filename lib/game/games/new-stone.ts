// POJ 1740 A New Stone Game. A position is the list of all n piles, ascending, empty ones
// included (they can never be chosen and never receive stones). A move chooses a non-empty pile
// of x stones, keeps k of them (0 <= k < x, so at least one stone is thrown away) and moves up to
// x - 1 - k more onto the OTHER non-empty piles, split among them in every possible way. The
// total strictly decreases, so the game is finite. The number of splits grows like
// (x + r choose r): only small positions can be searched.
import type { ImpartialGame } from "../impartial";

/** All n pile sizes, ascending, empty piles included. */
export type NewStonePiles = readonly number[];

/**
 * Calls `visit` once for every way to add at most `m` stones in all to the piles at
 * `targets[t..]` of `next` (the stones not added are thrown away).
 */
function spread(next: number[], targets: readonly number[], t: number, m: number, visit: () => void): void {
  if (t === targets.length) return visit();
  const j = targets[t]!;
  const base = next[j]!;
  for (let put = 0; put <= m; put++) {
    next[j] = base + put;
    spread(next, targets, t + 1, m - put, visit);
  }
  next[j] = base;
}

const key = (piles: NewStonePiles) => piles.join(",");

export const newStoneGame: ImpartialGame<NewStonePiles> = {
  moves(piles) {
    const seen = new Map<string, number[]>();
    const nonEmpty = [...piles.keys()].filter((j) => piles[j]! > 0);
    // Equal piles give the same options: each size once, at its first pile.
    for (const x of new Set(piles)) {
      if (x === 0) continue;
      const i = piles.indexOf(x);
      // Empty the chosen pile, then hand at most x - 1 of its stones to the non-empty piles: what
      // the chosen pile itself gets back is the k it keeps, and at least one stone is thrown away.
      const next = piles.slice();
      next[i] = 0;
      spread(next, nonEmpty, 0, x - 1, () => {
        // A repeated option overwrites itself with an equal list and keeps its place.
        const sorted = next.slice().sort((a, b) => a - b);
        seen.set(key(sorted), sorted);
      });
    }
    return [...seen.values()];
  },
  key,
};
