// POJ 2960 S-Nim: Nim where a move removes s stones from one pile, s in a fixed set S.
import type { ImpartialGame } from "../impartial";
import { normaliseSubtractionSet } from "../subtraction";

/** The pile sizes, ascending (order does not matter, and sorting keeps the positions few). */
export type SNimPiles = readonly number[];

/** S-Nim with the removal set `set` (positive integers; order and repeats do not matter). */
export function sNimGame(set: readonly number[]): ImpartialGame<SNimPiles> {
  const s = normaliseSubtractionSet(set);
  return {
    *moves(piles) {
      // Equal piles give the same options: each size once, at its first pile.
      for (const pile of new Set(piles)) {
        const i = piles.indexOf(pile);
        for (const take of s) {
          if (take > pile) break;
          const next = piles.slice();
          next[i] = pile - take;
          yield next.sort((a, b) => a - b);
        }
      }
    },
    key: (piles) => piles.join(","),
  };
}
