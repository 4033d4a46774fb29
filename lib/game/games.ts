import type { ImpartialGame } from "./impartial";

/**
 * Nim over the real rules: a position is a list of pile sizes, and a move takes any positive
 * number of stones from one pile. Positions are kept sorted, since pile order does not matter.
 */
export const nimGame: ImpartialGame<readonly number[]> = {
  *moves(piles) {
    for (let i = 0; i < piles.length; i++) {
      if (i > 0 && piles[i] === piles[i - 1]) continue; // same size: same options
      for (let to = 0; to < piles[i]!; to++) {
        const next = piles.slice();
        next[i] = to;
        yield next.sort((a, b) => a - b);
      }
    }
  },
  key: (piles) => piles.join(","),
};
