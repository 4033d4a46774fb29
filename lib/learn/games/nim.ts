// POJ 2234 Matches Game: Nim on M piles, Bouton's theorem.
import { isNimPPosition, nimGame, nimSum, nimWinningMoves, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { sortedPilePositions } from "./sorted-piles";

type Piles = number[];

function binary(n: number, width: number): string {
  return n.toString(2).padStart(width, "0");
}

export const nim: LearnGame<Piles> = {
  id: "nim",
  title: "Nim",
  board: "piles",
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 6, default: 3 }],
  rules: () => nimGame as ImpartialGame<Piles>,
  isP: (piles) => isNimPPosition(piles),
  winningMove(piles) {
    const x = nimSum(piles);
    const move = nimWinningMoves(piles)[0];
    if (!move) return null;
    const from = piles[move.pile]!;
    const width = Math.max(...piles, 1).toString(2).length;
    const to = piles.slice();
    to[move.pile] = move.to;
    return {
      to,
      explanation: learnText("nimWinning", {
        terms: piles.join(" ⊕ "),
        sum: x,
        sumBinary: binary(x, width),
        pile: move.pile + 1,
        from,
        fromBinary: binary(from, width),
        to: move.to,
        take: from - move.to,
      }),
    };
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    // Sorted piles only: order does not matter, and the rules' moves keep piles sorted.
    const count = Number(params.piles ?? 3);
    return sortedPilePositions(count, bound);
  },
  maxBound: 12,
  defaultBound: 7,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    const count = Number(params.piles ?? 3);
    return Array.from({ length: count }, () => 1 + Math.floor(random() * 9));
  },
};
