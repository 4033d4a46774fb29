// POJ 2960 S-Nim: Nim where a move removes s stones from one pile, s in a fixed set S.
// Each pile is the subtraction game S; the position's value is the xor of the piles' Grundy values.
import { normaliseSubtractionSet, sNimGame, subtractionGrundyTable, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { sortedPilePositions, subtractionPilesMove } from "./sorted-piles";

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
    return subtractionPilesMove(piles, grundyValues(piles, set), () => set, `{${set.join(", ")}}`);
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions: (bound, params) => sortedPilePositions(pileCount(params), bound),
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
