// POJ 2234 Matches Game: Nim. A position is a list of pile sizes; a move takes any positive
// number of stones from one pile.
import type { ImpartialGame } from "../impartial";

/** Pile sizes. Their order does not matter: the moves come out sorted and the key sorts. */
export type NimPiles = readonly number[];

export const nimGame: ImpartialGame<NimPiles> = {
  *moves(piles) {
    // Equal piles give the same options: each size once, at its first pile.
    for (const pile of new Set(piles)) {
      const i = piles.indexOf(pile);
      for (let to = 0; to < pile; to++) {
        const next = piles.slice();
        next[i] = to;
        yield next.sort((a, b) => a - b);
      }
    }
  },
  key: (piles) => piles.slice().sort((a, b) => a - b).join(","),
};
