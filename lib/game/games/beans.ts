// ZOJ 3057: Beans Game. Three piles; a move takes any positive number from one pile, or the
// same positive number from two different piles (there is no three-pile move).
import type { ImpartialGame } from "../impartial";

/** The three pile sizes in board order (moves keep each pile where it was). */
export type BeansPiles = readonly [number, number, number];

/** The pairs of piles a two-pile move may take from. */
const PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
] as const;

export const beansGame: ImpartialGame<BeansPiles> = {
  *moves(piles) {
    for (let i = 0; i < 3; i++) {
      for (let left = 0; left < piles[i]!; left++) {
        const to = [...piles] as [number, number, number];
        to[i] = left;
        yield to;
      }
    }
    for (const [i, j] of PAIRS) {
      for (let t = 1; t <= Math.min(piles[i]!, piles[j]!); t++) {
        const to = [...piles] as [number, number, number];
        to[i] -= t;
        to[j] -= t;
        yield to;
      }
    }
  },
  key: ([a, b, c]) => `${a},${b},${c}`,
};
