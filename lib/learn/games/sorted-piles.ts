// What the pile games of the learning tools share: their small positions (sorted piles, the
// order of piles not mattering) and, for piles that are subtraction games, the winning move of
// the Sprague-Grundy theorem with its explanation.
import type { ExplainedMove } from "../learn-game";
import { learnText } from "../learn-text";

const total = (piles: readonly number[]) => piles.reduce((s, v) => s + v, 0);

/** Every ascending tuple of `count` piles of at most `bound` stones, fewest stones first. */
export function sortedPilePositions(count: number, bound: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let v = min; v <= bound; v++) walk([...prefix, v], v);
  };
  walk([], 0);
  // A stable sort: positions of equal size keep their lexicographic order.
  return out.sort((a, b) => total(a) - total(b));
}

/**
 * The winning move of a sum of subtraction-game piles whose Grundy values are `g`: a pile whose
 * value has the nim-sum's highest bit drops to value g ⊕ x < g, which by the mex some removal
 * reaches. `removals(h)` lists the removals allowed from a pile of h, ascending; `setText` names
 * the set for the explanation. Null from a P-position.
 */
export function subtractionPilesMove(piles: readonly number[], g: ArrayLike<number>, removals: (h: number) => readonly number[], setText: string): ExplainedMove<number[]> | null {
  const x = piles.reduce((acc, h) => acc ^ g[h]!, 0);
  if (x === 0) return null;
  for (let i = 0; i < piles.length; i++) {
    const h = piles[i]!;
    const target = g[h]! ^ x;
    if (target >= g[h]!) continue;
    const s = removals(h).find((s) => s <= h && g[h - s] === target);
    if (s === undefined) continue;
    const to = piles.slice();
    to[i] = h - s;
    return {
      to: to.sort((a, b) => a - b),
      explanation: learnText("sNimWinning", {
        set: setText,
        formula: "g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }",
        values: piles.map((p) => `g(${p}) = ${g[p]}`).join(", "),
        terms: piles.map((p) => g[p]).join(" ⊕ "),
        sum: x,
        take: s,
        pile: h,
        left: h - s,
        target,
        value: g[h]!,
      }),
    };
  }
  return null; // unreachable: the Sprague-Grundy theorem guarantees a move above
}
