// ZOJ 3057: the Beans Game. Three piles; take any number from one pile, or the same number from
// two piles. No closed form: the theory is the P-position table sieved once (lib/game).
import { beansGame, beansTable, type BeansTable, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { MAX_TYPED } from "../play/boards/parse-start";
import { sortedPilePositions } from "./sorted-piles";

/** Ascending pile sizes, as the rules keep them (the board shows the student's order). */
type Triple = [number, number, number];

/** The table, sieved on first use up to the largest pile a student may type. */
let table: BeansTable | undefined;
const pTable = () => (table ??= beansTable(MAX_TYPED.pile));
const isP = ([a, b, c]: readonly number[]) => pTable().isP(a!, b!, c!);
const show = (piles: readonly number[]) => `(${piles.join(", ")})`;

/** The sizes a move lowers, and by how much: compares the multisets, not the places. */
function lowered(from: readonly number[], to: readonly number[]): { sizes: number[]; take: number } {
  const rest = [...to];
  const sizes: number[] = [];
  for (const v of from) {
    const i = rest.indexOf(v);
    if (i >= 0) rest.splice(i, 1);
    else sizes.push(v);
  }
  // What is left of `to` are the lowered piles' new sizes; every lowered pile lost the same.
  const take = sizes.reduce((s, v) => s + v, 0) / sizes.length - rest.reduce((s, v) => s + v, 0) / rest.length;
  return { sizes, take };
}

export const beans: LearnGame<Triple> = {
  id: "beans",
  title: "Beans Game",
  board: "piles",
  params: [],
  rules: () => beansGame as ImpartialGame<Triple>,
  isP,
  winningMove(piles) {
    if (isP(piles)) return null;
    // The table names P-positions, not moves: search the moves (a few dozen on the board's
    // piles) for one that reaches a P-position.
    for (const to of beansGame.moves(piles)) {
      if (!isP(to)) continue;
      const { sizes, take } = lowered(piles, to);
      return {
        to: [...to] as Triple,
        explanation:
          sizes.length === 1
            ? learnText("beansOnePile", { take, size: sizes[0]!, left: show(to) })
            : learnText("beansTwoPiles", { take, size: sizes[0]!, otherSize: sizes[1]!, left: show(to) }),
      };
    }
    return null; // unreachable: an N-position has a move to a P-position
  },
  show,
  positions: (bound) => sortedPilePositions(3, bound) as Triple[],
  maxBound: 14,
  defaultBound: 8,
  predicate: {
    isP: "function isP(a: number, b: number, c: number): boolean",
    grundy: "function grundy(a: number, b: number, c: number): number",
    args: ([a, b, c]) => [a, b, c],
  },
  startPosition: (_params, random) => Array.from({ length: 3 }, () => 1 + Math.floor(random() * 10)).sort((x, y) => x - y) as Triple,
};
