// HDU 1848 Fibonacci again and again: piles from which a move removes a Fibonacci number
// (1, 2, 3, 5, 8, ...) of stones. Each pile is the Fibonacci subtraction game; the position's
// value is the xor of the piles' Grundy values. Its values have no period (the set is infinite),
// so the theory is the table, not a formula.
import { fibonacciMoves, fibonacciSubtractionGame, fibonacciUpTo, ruleGrundyTable, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { sortedPilePositions, subtractionPilesMove } from "./sorted-piles";

/** The pile sizes, ascending (order does not matter, and sorting keeps the positions few). */
type Piles = number[];

const pileCount = (params: LearnParamValues) => Number(params.piles ?? 3);
const ascending = (p: number[]) => p.sort((a, b) => a - b);

/** g(0..max pile) of the one-pile Fibonacci subtraction game. */
const grundyValues = (piles: readonly number[]) => ruleGrundyTable(Math.max(0, ...piles), fibonacciMoves);

export const fibonacciSubtraction: LearnGame<Piles> = {
  id: "fibonacci-subtraction",
  title: "Fibonacci subtraction",
  board: "piles",
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 5, default: 3 }],
  rules: () => fibonacciSubtractionGame as ImpartialGame<Piles>,
  isP(piles) {
    const g = grundyValues(piles);
    return piles.reduce((x, h) => x ^ g[h]!, 0) === 0;
  },
  // S is the Fibonacci numbers, named by the explanation's set.
  winningMove: (piles) => subtractionPilesMove(piles, grundyValues(piles), fibonacciUpTo, "{1, 2, 3, 5, 8, 13, …}"),
  show: (piles) => `(${piles.join(", ")})`,
  positions: (bound, params) => sortedPilePositions(pileCount(params), bound),
  maxBound: 14,
  defaultBound: 8,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    return ascending(Array.from({ length: pileCount(params) }, () => 1 + Math.floor(random() * 20)));
  },
};
