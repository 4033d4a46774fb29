// HDU 5724 Chess: one row of a board `width` cells wide (20 in the problem) with chessmen. A move
// takes one chessman to the nearest EMPTY cell on its right: the next cell if it is empty, else
// it jumps the whole block of chessmen to its right. A chessman with only chessmen between it
// and the right edge cannot move.
import type { ImpartialGame } from "../impartial";

/** The row as a bitmask: bit c - 1 set when column c (1 = leftmost) holds a chessman. */
export type ChessRowMask = number;

/** The widest row the game accepts (a mask must stay a small non-negative integer). */
export const CHESS_ROW_MAX_WIDTH = 30;

/** The row game on `width` cells (the problem's rows have 20). */
export function chessRowGame(width = 20): ImpartialGame<ChessRowMask> {
  if (!Number.isInteger(width) || width < 1 || width > CHESS_ROW_MAX_WIDTH) {
    throw new RangeError(`a chess row has 1 to ${CHESS_ROW_MAX_WIDTH} cells, not ${width}`);
  }
  return {
    *moves(mask) {
      // A mask has no bit at or above `width`: both loops stop at the row's end by themselves.
      for (let from = 0; mask >> from; from++) {
        if (!(mask & (1 << from))) continue;
        let to = from + 1;
        while (mask & (1 << to)) to++;
        if (to < width) yield (mask & ~(1 << from)) | (1 << to);
      }
    },
    key: (mask) => mask,
  };
}

/** The mask of the occupied columns (1-based). */
export function chessRowMask(columns: readonly number[]): ChessRowMask {
  return columns.reduce((mask, c) => mask | (1 << (c - 1)), 0);
}

/** The occupied columns (1-based), ascending. */
export function chessRowColumns(mask: ChessRowMask): number[] {
  const out: number[] = [];
  for (let c = 1; mask >> (c - 1); c++) if (mask & (1 << (c - 1))) out.push(c);
  return out;
}
