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
      for (const [i, pile] of piles.entries()) {
        // Equal piles give the same options (piles[-1] is undefined: pile 0 is never skipped).
        if (pile === piles[i - 1]) continue;
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
