// ZOJ 3057: Beans Game. Three piles; a move takes any positive number from one pile, or the
// same positive number from two different piles (there is no three-pile move).
import type { ImpartialGame } from "../impartial";

/**
 * The three pile sizes. The piles are interchangeable, so moves lead to ascending triples and
 * the key sorts too: (a, b, c) and its permutations are one position (a sixth of the states).
 */
export type BeansPiles = readonly [number, number, number];

/** The pairs of piles a two-pile move may take from. */
const PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
] as const;

const ascending = (piles: number[]) => piles.sort((x, y) => x - y) as unknown as BeansPiles;

export const beansGame: ImpartialGame<BeansPiles> = {
  *moves(piles) {
    for (const [i, pile] of piles.entries()) {
      for (let left = 0; left < pile; left++) {
        const to = [...piles];
        to[i] = left;
        yield ascending(to);
      }
    }
    for (const [i, j] of PAIRS) {
      for (let t = 1; t <= Math.min(piles[i]!, piles[j]!); t++) {
        const to = [...piles];
        to[i] = piles[i]! - t;
        to[j] = piles[j]! - t;
        yield ascending(to);
      }
    }
  },
  key: (piles) => ascending([...piles]).join(","),
};
