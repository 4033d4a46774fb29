// POJ 2234 Matches Game: Nim. A position is a list of pile sizes; a move takes any positive
// number of stones from one pile.
import type { ImpartialGame } from "../impartial";

/** Pile sizes. Their order does not matter: the moves come out sorted and the key sorts. */
export type NimPiles = readonly number[];

export const nimGame: ImpartialGame<NimPiles> = {
  *moves(piles) {
    for (const [i, pile] of piles.entries()) {
      // Same size as the pile before: same options (piles[-1] is undefined: pile 0 is never skipped).
      if (pile === piles[i - 1]) continue;
      for (let to = 0; to < pile; to++) {
        const next = piles.slice();
        next[i] = to;
        yield next.sort((a, b) => a - b);
      }
    }
  },
  key: (piles) => piles.slice().sort((a, b) => a - b).join(","),
};
