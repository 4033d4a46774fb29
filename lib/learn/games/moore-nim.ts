// Moore's Nim_k (POJ 2315 Football Game, the Nim_k problem): a move takes from 1..k piles.
// Moore's theorem: P iff every bit column of the piles holds a multiple of k+1 ones.
import { isMooreNimP, mooreNimGame, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";
import { sortedPilePositions } from "./sorted-piles";

type Piles = number[];

const pileCount = (params: LearnParamValues) => Number(params.piles ?? 3);
const kOf = (params: LearnParamValues) => Number(params.k ?? 2);
const isP = (piles: readonly number[], k: number) => isMooreNimP(piles.map(BigInt), k);

/** Binary digits of the largest pile (at least 1). */
const bitWidth = (piles: readonly number[]) => Math.max(1, ...piles.map((p) => p.toString(2).length));

/** The ones in each of the lowest `top` bit columns (by default the largest pile's), highest first. */
export function bitColumnCounts(piles: readonly number[], top = bitWidth(piles)): number[] {
  return Array.from({ length: top }, (_, i) => piles.filter((p) => (p >> (top - 1 - i)) & 1).length);
}

export const mooreNim: LearnGame<Piles> = {
  id: "moore-nim",
  title: "Moore's Nim_k",
  board: "piles",
  params: [
    { name: "piles", label: "Number of piles", kind: "int", min: 1, max: 5, default: 3 },
    { name: "k", label: "Most piles per move k", kind: "int", min: 1, max: 4, default: 2 },
  ],
  rules: (params) => mooreNimGame(kOf(params)) as ImpartialGame<Piles>,
  isP: (piles, params) => isP(piles, kOf(params)),
  winningMove(piles, params) {
    const k = kOf(params);
    if (isP(piles, k)) return null;
    // The positions are small (the board's piles), so the winning move is found among the
    // moves; Moore's theorem guarantees one reaches a P-position.
    for (const next of mooreNimGame(k).moves(piles)) {
      if (!isP(next, k)) continue;
      const width = bitWidth(piles);
      return {
        to: next.slice(),
        explanation: learnText("mooreNimWinning", {
          k,
          modulus: k + 1,
          binary: piles.map((p) => `${p} = ${p.toString(2).padStart(width, "0")}`).join(", "),
          counts: bitColumnCounts(piles).join(", "),
          left: `(${next.join(", ")})`,
          leftCounts: bitColumnCounts(next, width).join(", "),
        }),
      };
    }
    return null; // unreachable: Moore's theorem guarantees a move above
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    const count = pileCount(params);
    return sortedPilePositions(count, bound);
  },
  maxBound: 7,
  defaultBound: 5,
  predicate: {
    isP: "function isP(piles: number[], k: number): boolean",
    grundy: "function grundy(piles: number[], k: number): number",
    args: (piles, params) => [piles.slice(), kOf(params)],
  },
  startPosition(params, random) {
    return Array.from({ length: pileCount(params) }, () => 1 + Math.floor(random() * 7)).sort((a, b) => a - b);
  },
};
