// ZOJ 3057: the Beans Game. Three piles; take any number from one pile, or the same number from
// two piles. No closed form: the theory is the P-position table sieved once (lib/game).
import { beansGame, beansTable, type BeansTable, type ImpartialGame } from "../../game";
import type { LearnGame } from "../learn-game";
import { learnText } from "../learn-text";
import { MAX_TYPED } from "../play/boards/parse-start";

type Triple = [number, number, number];

/** The table, sieved on first use up to the largest pile a student may type. */
let table: BeansTable | undefined;
const pTable = () => (table ??= beansTable(MAX_TYPED.pile));
const isP = ([a, b, c]: readonly number[]) => pTable().isP(a!, b!, c!);
const show = (piles: readonly number[]) => `(${piles.join(", ")})`;

export const beans: LearnGame<Triple> = {
  id: "beans",
  title: "Beans Game",
  board: "piles",
  params: [],
  rules: () => beansGame as ImpartialGame<Triple>,
  isP,
  winningMove(piles) {
    if (isP(piles)) return null;
    // The table gives each (x, y) its one P-partner z; a move changes one pile (keep the
    // other two and lower it to their partner) or two piles along a diagonal, so the moves
    // are searched for a P-position (a few hundred at most on the board's piles).
    for (const to of beansGame.moves(piles)) {
      if (!isP(to)) continue;
      const changed = [0, 1, 2].filter((i) => to[i] !== piles[i]);
      const take = piles[changed[0]!]! - to[changed[0]!]!;
      const pile = (i: number) => i + 1;
      return {
        to: [...to] as Triple,
        explanation:
          changed.length === 1
            ? learnText("beansOnePile", { take, pile: pile(changed[0]!), left: show(to) })
            : learnText("beansTwoPiles", { take, pile: pile(changed[0]!), other: pile(changed[1]!), left: show(to) }),
      };
    }
    return null; // unreachable: an N-position has a move to a P-position
  },
  show,
  positions(bound) {
    const out: Triple[] = [];
    for (let a = 0; a <= bound; a++) for (let b = 0; b <= bound; b++) for (let c = 0; c <= bound; c++) out.push([a, b, c]);
    // Fewest beans first, so a counterexample the checker reports is a small one.
    return out.sort((x, y) => x[0] + x[1] + x[2] - (y[0] + y[1] + y[2]));
  },
  maxBound: 10,
  defaultBound: 6,
  predicate: {
    isP: "function isP(a: number, b: number, c: number): boolean",
    grundy: "function grundy(a: number, b: number, c: number): number",
    args: ([a, b, c]) => [a, b, c],
  },
  startPosition: (_params, random) => [1 + Math.floor(random() * 10), 1 + Math.floor(random() * 10), 1 + Math.floor(random() * 10)],
};
