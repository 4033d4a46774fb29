// Three Kinds of Piles (the composite game of the SG-sum lesson): pile 1 takes 1 to 3, pile 2
// takes an odd number, the others are Nim piles. Each pile's Grundy value by its own rule, and
// the Sprague-Grundy theorem for their sum.
import { bashGrundy, takeOddGrundy, threeKindsGame, threeKindsGrundy, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** Pile 1, pile 2, then the Nim piles in ascending order (the rules keep them so). */
type Piles = number[];

const pileCount = (params: LearnParamValues) => Number(params.piles ?? 3);
const total = (p: readonly number[]) => p.reduce((s, v) => s + v, 0);
const withSortedNim = (p: number[]) => [...p.slice(0, 2), ...p.slice(2).sort((a, b) => a - b)];

/** Pile i's Grundy value by its own rule. */
const valueOf = (a: number, i: number) => (i === 0 ? bashGrundy(a, 3) : i === 1 ? takeOddGrundy(a) : a);

/** From a pile worth `value`, how many stones to take so that it is worth `target` < value. */
function takeFor(a: number, i: number, target: number): number {
  if (i === 0) return bashGrundy(a, 3) - target; // a mod 4 drops by 1 to 3
  if (i === 1) return 1; // odd to even: worth 0
  return a - target;
}

export const threeKinds: LearnGame<Piles> = {
  id: "three-kinds",
  title: "Three kinds of piles",
  board: "piles",
  fixedPiles: 2,
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 5, default: 3 }],
  rules: () => threeKindsGame as ImpartialGame<Piles>,
  isP: (piles) => threeKindsGrundy(piles) === 0,
  winningMove(piles) {
    const x = threeKindsGrundy(piles);
    if (x === 0) return null;
    const values = piles.map(valueOf);
    const i = values.findIndex((v) => (v ^ x) < v);
    if (i < 0) return null; // unreachable: the pile holding x's highest bit qualifies
    const value = values[i]!;
    const target = value ^ x;
    const take = takeFor(piles[i]!, i, target);
    const to = piles.slice();
    to[i] = piles[i]! - take;
    return {
      to: withSortedNim(to),
      explanation: learnText("threeKindsWinning", {
        values: values.map((v, k) => `g(${piles[k]}) = ${v}`).join(", "),
        terms: values.join(" ⊕ "),
        sum: x,
        pile: i + 1,
        value,
        target,
        take,
        from: piles[i]!,
        to: to[i]!,
      }),
    };
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    // Piles 1 and 2 any size; the Nim piles ascending (their order does not matter).
    const count = pileCount(params);
    const out: Piles[] = [];
    const walk = (prefix: Piles, min: number) => {
      if (prefix.length === count) return void out.push(prefix);
      const from = prefix.length < 2 ? 0 : min;
      for (let v = from; v <= bound; v++) walk([...prefix, v], prefix.length < 2 ? 0 : v);
    };
    walk([], 0);
    return out.sort((a, b) => total(a) - total(b));
  },
  // Piles 1 and 2 are ordered, so there are more positions than in Nim: 5 piles up to 6 is 4116.
  maxBound: 6,
  defaultBound: 4,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    const count = pileCount(params);
    const piles = Array.from({ length: count }, (_, i) => (i < 2 ? 1 + Math.floor(random() * 12) : 1 + Math.floor(random() * 9)));
    return withSortedNim(piles);
  },
};
