// HDU 1847 Good Luck in CET-4 Everybody!: n cards, a move takes a power of two (1, 2, 4, ...).
import { powersOfTwoGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";

/** A position is the number of cards left. */
type Cards = number;

export const powersOfTwo: LearnGame<Cards> = {
  id: "powers-of-two",
  title: "Take a power of two",
  board: "piles",
  params: [],
  rules: () => powersOfTwoGame,
  // No power of two is a multiple of 3, so from a multiple of 3 every move leaves one that is not.
  isP: (n) => n % 3 === 0,
  winningMove(n) {
    const take = n % 3;
    if (take === 0) return null;
    return {
      to: n - take,
      explanation: learnText("powersOfTwoWinning", { n, take, left: n - take }),
    };
  },
  show: (n) => `n = ${n}`,
  positions: (bound) => Array.from({ length: bound + 1 }, (_, n) => n),
  maxBound: 200,
  defaultBound: 40,
  predicate: {
    isP: "function isP(n: number): boolean",
    grundy: "function grundy(n: number): number",
    args: (n) => [n],
  },
  startPosition: (_params, random) => 5 + Math.floor(random() * 26),
};
