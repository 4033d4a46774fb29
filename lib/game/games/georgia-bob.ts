// POJ 1704 Georgia and Bob: chessmen on a 1 x M strip; a move slides one chessman left onto
// empty cells, never jumping over or landing on another, never left of cell 1.
import type { ImpartialGame } from "../impartial";

/** The occupied cells (1 = the leftmost cell of the strip), ascending. */
export type GeorgiaBobCells = readonly number[];

export const georgiaBobGame: ImpartialGame<GeorgiaBobCells> = {
  *moves(cells) {
    for (const [i, cell] of cells.entries()) {
      const floor = i > 0 ? cells[i - 1]! : 0;
      for (let to = floor + 1; to < cell; to++) {
        const next = cells.slice();
        next[i] = to;
        yield next;
      }
    }
  },
  key: (cells) => cells.join(","),
};
