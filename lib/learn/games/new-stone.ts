// POJ 1740 A New Stone Game: a move throws away at least one stone from one pile and may move
// any of that pile's remaining stones onto other piles that are still non-empty.
// The theory: the player to move loses exactly when the non-empty piles pair up into equal sizes.
import { newStoneGame, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** All n pile sizes, ascending, empty piles included (they never take part again). */
type Piles = number[];

const pileCount = (params: LearnParamValues) => Number(params.piles ?? 4);

/** The non-empty piles, ascending. */
const nonEmpty = (piles: readonly number[]) => piles.filter((x) => x > 0).sort((a, b) => a - b);

/** Every non-zero size occurs an even number of times. */
function paired(piles: readonly number[]): boolean {
  const a = nonEmpty(piles);
  if (a.length % 2 === 1) return false;
  for (let i = 0; i < a.length; i += 2) if (a[i] !== a[i + 1]) return false;
  return true;
}

export const newStone: LearnGame<Piles> = {
  id: "new-stone",
  title: "A New Stone Game",
  board: "piles",
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 6, default: 4 }],
  rules: () => newStoneGame as ImpartialGame<Piles>,
  isP: (piles) => paired(piles),
  winningMove(piles) {
    if (paired(piles)) return null;
    const a = nonEmpty(piles);
    const k = a.length;
    const zeros = piles.length - k;
    const after = a.slice();
    let chosen: number; // index in `a` of the pile played
    let raised: number[]; // indices in `a` raised to their partners' size
    if (k % 2 === 1) {
      // Odd count: empty the largest pile, raising a1 to a2, a3 to a4, ...; this costs at most
      // a_{k-1} - a_1 < a_k stones, so at least one is thrown away.
      chosen = k - 1;
      after[chosen] = 0;
      raised = [];
      for (let i = 0; i + 1 < k - 1; i += 2) raised.push(i);
    } else {
      // Even count, not paired: cut the largest down to the smallest, raising a2 to a3, a4 to a5...;
      // what is thrown away is (a2 - a1) + (a4 - a3) + ... + (a_k - a_{k-1}) >= 1.
      chosen = k - 1;
      after[chosen] = a[0]!;
      raised = [];
      for (let i = 1; i + 1 < k - 1; i += 2) raised.push(i);
    }
    let moved = 0;
    const gifts: string[] = [];
    for (const i of raised) {
      const add = a[i + 1]! - a[i]!;
      if (add === 0) continue;
      after[i] = a[i + 1]!;
      moved += add;
      gifts.push(`${a[i]} → ${a[i + 1]}`);
    }
    const x = a[chosen]!;
    const thrown = x - after[chosen]! - moved;
    const to = [...Array<number>(zeros).fill(0), ...after].sort((p, q) => p - q);
    // `raised`: the piles that receive stones, as "from → to" sizes; `gifts` says whether there are any.
    return {
      to,
      explanation: learnText(k % 2 === 1 ? "newStoneOdd" : "newStoneEven", {
        count: k,
        largest: x,
        smallest: a[0]!,
        thrown,
        gifts: gifts.length ? "yes" : "no",
        raised: gifts.join(", "),
        left: `(${nonEmpty(to).join(", ")})`,
      }),
    };
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    // Here the bound is the total number of stones: moves lower the total but can raise a pile,
    // so "every pile <= bound" would not be closed under moves, while "total <= bound" is.
    const count = pileCount(params);
    const out: Piles[] = [];
    const walk = (prefix: Piles, min: number, left: number) => {
      if (prefix.length === count) return void out.push(prefix);
      for (let v = min; v * (count - prefix.length) <= left; v++) walk([...prefix, v], v, left - v);
    };
    walk([], 0, bound);
    return out.sort((p, q) => p.reduce((s, v) => s + v, 0) - q.reduce((s, v) => s + v, 0));
  },
  maxBound: 16, // total stones; six piles: about 0.15 s in Node for the whole check
  defaultBound: 10,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    return Array.from({ length: pileCount(params) }, () => 1 + Math.floor(random() * 4)).sort((p, q) => p - q);
  },
};
