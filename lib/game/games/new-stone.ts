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
    for (const [i, x] of piles.entries()) {
      // Equal piles give the same options (piles[-1] is undefined: pile 0 is never skipped); an
      // empty pile has none (no `kept` below 0).
      if (piles[i - 1] === x) continue;
      const others = [...piles.keys()].filter((j) => j !== i && piles[j]! > 0);
      const next = piles.slice();
      for (let kept = 0; kept < x; kept++) {
        next[i] = kept;
        // With no other pile, `spread` visits only moved = 0.
        for (let moved = 0; moved <= x - 1 - kept; moved++) {
          spread(next, others, 0, moved, () => {
            // A repeated option overwrites itself with an equal list and keeps its place.
            const sorted = next.slice().sort((a, b) => a - b);
            seen.set(sorted.join(","), sorted);
          });
        }
      }
    }
    return [...seen.values()];
  },
  key: (piles) => piles.join(","),
};
