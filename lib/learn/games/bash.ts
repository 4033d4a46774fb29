// HDU 1846 Brave Game: Bash's game, one pile of n stones, a move takes 1..m stones.
import { bashGame, bashWinningTake, isBashP } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** A position is the number of stones left. */
type Stones = number;

const takeLimit = (params: LearnParamValues) => Number(params.m ?? 3);

export const bash: LearnGame<Stones> = {
  id: "bash",
  title: "Bash's game",
  board: "piles",
  params: [{ name: "m", label: "Most stones per move (m)", kind: "int", min: 1, max: 10, default: 3 }],
  rules: (params) => bashGame(takeLimit(params)),
  isP: (n, params) => isBashP(n, takeLimit(params)),
  winningMove(n, params) {
    const m = takeLimit(params);
    const take = bashWinningTake(n, m);
    if (take === null) return null;
    const left = n - take;
    return {
      to: left,
      explanation: learnText("bashWinning", { n, quotient: Math.floor(n / (m + 1)), m, m1: m + 1, take, left }),
    };
  },
  show: (n) => `n = ${n}`,
  positions: (bound) => Array.from({ length: bound + 1 }, (_, n) => n),
  maxBound: 100,
  defaultBound: 30,
  predicate: {
    isP: "function isP(n: number, m: number): boolean",
    grundy: "function grundy(n: number, m: number): number",
    args: (n, params) => [n, takeLimit(params)],
  },
  startPosition: (_params, random) => 5 + Math.floor(random() * 26),
};
