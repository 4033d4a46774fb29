// POJ 3480 John: misère Nim (whoever takes the last stone loses), Bouton's misère rule.
// The rules are lib/game's misereNimGame: a player left with a single stone must take it and
// has lost, so the game ends there (see lib/game/games/misere-nim.ts).
import { misereNimGame, misereNimOutcome, misereNimWinningMoves, nimSum, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { sortedPilePositions } from "./sorted-piles";

type Piles = number[];

const pileCount = (params: Record<string, unknown>) => Number(params.piles ?? 3);
const total = (p: readonly number[]) => p.reduce((s, v) => s + v, 0);

export const misereNim: LearnGame<Piles> = {
  id: "misere-nim",
  title: "Misère Nim",
  board: "piles",
  params: [{ name: "piles", label: "Number of piles", kind: "int", min: 1, max: 6, default: 3 }],
  rules: () => misereNimGame as ImpartialGame<Piles>,
  isP: (piles) => misereNimOutcome(piles) === "P",
  winningMove(piles) {
    const move = misereNimWinningMoves(piles)[0];
    if (!move) return null;
    const to = piles.slice();
    to[move.pile] = move.to;
    to.sort((a, b) => a - b);
    const from = piles[move.pile]!;
    const big = piles.filter((p) => p > 1).length;
    const ones = piles.filter((p) => p === 1).length;
    const shared = { pile: move.pile + 1, from, to: move.to, take: from - move.to, left: `(${to.join(", ")})` };
    if (big === 0) return { to, explanation: learnText("misereNimOnes", { ...shared, ones }) };
    if (big === 1) return { to, explanation: learnText("misereNimOneBig", { ...shared, ones: to.filter((p) => p === 1).length }) };
    return { to, explanation: learnText("misereNimAsNim", { ...shared, terms: piles.join(" ⊕ "), sum: nimSum(piles), big }) };
  },
  show: (piles) => `(${piles.join(", ")})`,
  positions(bound, params) {
    // Sorted piles with at least one stone (the empty table is where the game has ended).
    return sortedPilePositions(pileCount(params), bound).filter((p) => total(p) > 0);
  },
  maxBound: 12,
  defaultBound: 7,
  predicate: {
    isP: "function isP(piles: number[]): boolean",
    grundy: "function grundy(piles: number[]): number",
    args: (piles) => [piles.slice()],
  },
  startPosition(params, random) {
    const count = pileCount(params);
    // One start in four is all ones or nearly so, where the misère rule differs from Nim's.
    const most = random() < 0.25 ? 2 : 9;
    return Array.from({ length: count }, () => 1 + Math.floor(random() * most)).sort((a, b) => a - b);
  },
};
