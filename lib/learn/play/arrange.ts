// Keeping a board steady: the rules may hand back a position in their own canonical order (Nim
// and S-Nim sort the piles), but the student should see the pile that was touched change, not
// the whole row reshuffle. Display only: the session keeps the rules' own position beside it.

export function isNumberList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((v) => typeof v === "number");
}

/** Every ordering of `values` (few: only the piles a move changed). */
function permutations(values: number[]): number[][] {
  if (values.length <= 1) return [values];
  return values.flatMap((v, i) => permutations([...values.slice(0, i), ...values.slice(i + 1)]).map((rest) => [v, ...rest]));
}

/**
 * `next` reordered to look like `prev` (both lists of pile sizes): values that stayed keep
 * their place, and the changed values go where the move reads most naturally: as few piles
 * shrinking as possible (a move takes from one pile; New Stone's other piles only grow), then
 * the fewest stones shifted. Anything that is not two number lists of one length comes back
 * unchanged.
 */
export function arrangeLike<P>(prev: P, next: P, fixed = 0): P {
  if (!isNumberList(prev) || !isNumberList(next) || prev.length !== next.length) return next;
  // Piles with rules of their own stay where they are; only the interchangeable rest is arranged.
  if (fixed > 0) return [...next.slice(0, fixed), ...arrangeLike(prev.slice(fixed), next.slice(fixed))] as P;
  const left = next.slice().sort((a, b) => a - b);
  const out: (number | undefined)[] = prev.map((v) => {
    const i = left.indexOf(v);
    if (i < 0) return undefined;
    left.splice(i, 1);
    return v;
  });
  // The changed places, smallest pile first (so the fallback below pairs them by size).
  const openSlots = out.flatMap((v, i) => (v === undefined ? [i] : [])).sort((a, b) => prev[a]! - prev[b]! || a - b);
  // A handful of changed piles in practice; past that, pair them by size without searching.
  const candidates = openSlots.length <= 6 ? permutations(left) : [left];
  let best = left;
  let bestScore = [Infinity, Infinity];
  for (const values of candidates) {
    const shrinking = values.filter((v, k) => v < prev[openSlots[k]!]!).length;
    const shifted = values.reduce((s, v, k) => s + Math.abs(v - prev[openSlots[k]!]!), 0);
    if (shrinking < bestScore[0]! || (shrinking === bestScore[0] && shifted < bestScore[1]!)) [best, bestScore] = [values, [shrinking, shifted]];
  }
  openSlots.forEach((slot, k) => (out[slot] = best[k]));
  return out as number[] as P;
}

/** Every number in a position, in a fixed order (arrays by index, objects by sorted key). */
export function numbersOf(x: unknown): number[] {
  if (typeof x === "number") return [x];
  if (Array.isArray(x)) return x.flatMap(numbersOf);
  if (x !== null && typeof x === "object") {
    return Object.keys(x)
      .sort()
      .flatMap((k) => numbersOf((x as Record<string, unknown>)[k]));
  }
  return [];
}

/**
 * How much a move changes the board: stones taken or moved, cells slid, steps of the coin
 * (the L1 distance between the positions' numbers once arranged alike).
 */
export function moveSize<P>(from: P, to: P): number {
  const a = numbersOf(from);
  const b = numbersOf(arrangeLike(from, to));
  if (a.length !== b.length) return Math.abs(a.reduce((s, v) => s + v, 0) - b.reduce((s, v) => s + v, 0));
  return a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0);
}
