// POJ 2348 Euclid's Game: two numbers; a move subtracts a positive multiple of the smaller from
// the larger, not below zero; whoever makes a 0 wins. The theory walks the Euclidean algorithm:
// steps with quotient 1 are forced, and the first step with quotient >= 2 (or no remainder) is
// a free choice that wins for its mover.
import { euclidGame, euclidWalk, euclidWinningMove, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";

/** The two numbers in board order (a move changes the larger one in its place). */
type Pair = [number, number];

const show = ([a, b]: readonly [number | bigint, number | bigint]) => `(${a}, ${b})`;

/** The walk as notation: "(24, 15) → (15, 9) → (9, 6) → (6, 3)", larger number first. */
function walkText(a: number, b: number): string {
  return euclidWalk(BigInt(a), BigInt(b))
    .steps.map((s) => show([s.larger, s.smaller]))
    .join(" → ");
}

export const euclid: LearnGame<Pair> = {
  id: "euclid",
  title: "Euclid's game",
  board: "piles",
  params: [],
  rules: () => euclidGame as ImpartialGame<Pair>,
  // A 0 on the board means the opponent has just won: the player to move has lost.
  isP: ([a, b]) => a === 0 || b === 0 || !euclidWalk(BigInt(a), BigInt(b)).firstPlayerWins,
  winningMove([a, b]) {
    if (a === 0 || b === 0) return null;
    const move = euclidWinningMove(BigInt(a), BigInt(b));
    if (move === null) return null;
    const k = Number(move.k);
    const [larger, smaller] = a >= b ? [a, b] : [b, a];
    const to: Pair = a >= b ? [a - k * b, b] : [a, b - k * a];
    const q = Math.floor(larger / smaller);
    const r = larger % smaller;
    const left = show(to);
    if (r === 0) return { to, explanation: learnText("euclidMultiple", { larger, smaller, q, left }) };
    if (q === 1) {
      return { to, explanation: learnText("euclidForced", { larger, smaller, left, walk: walkText(larger, smaller) }) };
    }
    const rest = { larger, smaller, q, r, k, left, walk: walkText(smaller, r), pair: show([smaller, r]) };
    return { to, explanation: learnText(k === q ? "euclidFreeToP" : "euclidFreeKeep", rest) };
  },
  show: (p) => show(p),
  positions(bound) {
    // (0, 0) never occurs: a move makes one number 0 and the game ends there.
    const out: Pair[] = [];
    for (let a = 0; a <= bound; a++) for (let b = 0; b <= bound; b++) if (a + b > 0) out.push([a, b]);
    return out.sort((x, y) => x[0] + x[1] - (y[0] + y[1]) || x[0] - y[0]);
  },
  maxBound: 60,
  defaultBound: 20,
  predicate: {
    isP: "function isP(a: number, b: number): boolean",
    grundy: "function grundy(a: number, b: number): number",
    args: ([a, b]) => [a, b],
  },
  startPosition: (_params, random) => [1 + Math.floor(random() * 30), 1 + Math.floor(random() * 30)],
};
