// HDU 2147 kiki's game: a coin on an n x m board starts in the top-right cell and moves one cell
// left, down or diagonally down-left; the player who cannot move (coin bottom-left) loses.
import { kikiGame, kikiStart, type KikiPosition } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

export type { KikiPosition };

const even = (x: number) => x % 2 === 0;

/** The largest board side drawn at random for play. */
const largestSide = (params: LearnParamValues) => Number(params.size ?? 8);

export const kiki: LearnGame<KikiPosition> = {
  id: "kiki",
  title: "kiki's game",
  board: "grid",
  params: [{ name: "size", label: "Largest board side (for play)", kind: "int", min: 2, max: 12, default: 8 }],
  rules: () => kikiGame,
  // P exactly when both distances are even, i.e. the equivalent board (below + 1) x (left + 1) has odd sides.
  isP: (p) => even(p.below) && even(p.left),
  winningMove(p) {
    if (even(p.below) && even(p.left)) return null;
    const down = !even(p.below);
    const leftward = !even(p.left);
    const to = { ...p, below: p.below - (down ? 1 : 0), left: p.left - (leftward ? 1 : 0) };
    const step = down && leftward ? "diagonal" : down ? "down" : "left";
    return {
      to,
      explanation: learnText("kikiWinning", { below: p.below, left: p.left, step, toBelow: to.below, toLeft: to.left }),
    };
  },
  // In the problem's own terms: the coin's cell is the top-right corner of an n x m board.
  show: (p) => `(n = ${p.below + 1}, m = ${p.left + 1})`,
  positions(bound) {
    // Every cell of one bound x bound board, nearest the goal corner first.
    const out: KikiPosition[] = [];
    for (let below = 0; below < bound; below++) {
      for (let left = 0; left < bound; left++) out.push({ rows: bound, cols: bound, below, left });
    }
    return out.sort((a, b) => a.below + a.left - (b.below + b.left) || a.below - b.below);
  },
  maxBound: 40,
  defaultBound: 12,
  predicate: {
    isP: "function isP(n: number, m: number): boolean",
    grundy: "function grundy(n: number, m: number): number",
    args: (p) => [p.below + 1, p.left + 1],
  },
  startPosition(params, random) {
    const side = () => 2 + Math.floor(random() * (largestSide(params) - 1));
    const rows = side();
    const cols = side();
    return kikiStart(rows, cols);
  },
};
