// POJ 2960 S-Nim: Nim where a move removes s stones from one pile, s in a fixed set S.
// Each pile is the subtraction game S; the position's value is the xor of the piles' Grundy values.
import { normaliseSubtractionSet, sNimGame, subtractionGrundyTable, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** The pile sizes, ascending (order does not matter, and sorting keeps the positions few). */
type Piles = number[];

const setOf = (params: LearnParamValues): number[] => {
  const s = params.S ?? [2, 5];
  return normaliseSubtractionSet(Array.isArray(s) ? s : [s]);
};
const pileCount = (params: LearnParamValues) => Number(params.piles ?? 3);
const ascending = (p: number[]) => p.sort((a, b) => a - b);

/** g(0..max pile) of the subtraction game S. */
const grundyValues = (piles: readonly number[], set: readonly number[]) => subtractionGrundyTable(set, Math.max(0, ...piles));

export const sNim: LearnGame<Piles> = {
  id: "s-nim",
  title: "S-Nim",
  board: "piles",
  params: [
    { name: "piles", label: "Number of piles", kind: "int", min: 1, max: 5, default: 3 },
    { name: "S", label: "Allowed removals S", kind: "int-set", min: 1, max: 20, default: [2, 5] },
  ],
  rules: (params) => sNimGame(setOf(params)) as ImpartialGame<Piles>,
  isP(piles, params) {
    const g = grundyValues(piles, setOf(params));
    return piles.reduce((x, h) => x ^ g[h]!, 0) === 0;
  },
  winningMove(piles, params) {
    const set = setOf(params);
    const g = grundyValues(piles, set);
    const x = piles.reduce((acc, h) => acc ^ g[h]!, 0);
    if (x === 0) return null;
    // A pile whose value has x's highest bit can drop to value g ⊕ x < g, and by the mex some
    // removal in S reaches that value.
    for (let i = 0; i < piles.length; i++) {
      const h = piles[i]!;
      const target = g[h]! ^ x;
      if (target >= g[h]!) continue;
      const s = set.find((s) => s <= h && g[h - s] === target);
      if (s === undefined) continue;
      const to = piles.slice();
      to[i] = h - s;
      const values = piles.map((p) => `g(${p}) = ${g[p]}`).join(", ");
      const sText = `{${set.join(", ")}}`;
      return {
        to: ascending(to),
        explanation: learnText("sNimWinning", {
          set: sText,
          formula: "g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }",
          values,
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
    return null; // unreachable: Sprague-Grundy guarantees a move above
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    const count = pileCount(params);
    const out: Piles[] = [];
    const walk = (prefix: Piles, min: number) => {
      if (prefix.length === count) return void out.push(prefix);
      for (let v = min; v <= bound; v++) walk([...prefix, v], v);
    };
    walk([], 0);
    return out.sort((a, b) => a.reduce((s, v) => s + v, 0) - b.reduce((s, v) => s + v, 0));
  },
  maxBound: 14,
  defaultBound: 8,
  predicate: {
    isP: "function isP(piles: number[], S: number[]): boolean",
    grundy: "function grundy(piles: number[], S: number[]): number",
    args: (piles, params) => [piles.slice(), setOf(params)],
  },
  startPosition(params, random) {
    return ascending(Array.from({ length: pileCount(params) }, () => 1 + Math.floor(random() * 12)));
  },
};
