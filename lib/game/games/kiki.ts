// HDU 2147 kiki's game: a coin on an n x m board starts in the top-right cell and moves one cell
// left, down or diagonally down-left; the player who cannot move (coin bottom-left) loses.
import type { ImpartialGame } from "../impartial";

/**
 * The board's size (for drawing) and the coin's distance from the goal corner (bottom-left):
 * `below` rows under it and `left` columns to its left. Only the distances matter to the game
 * (the key ignores the board), so boards of any size share one memo.
 */
export interface KikiPosition {
  rows: number;
  cols: number;
  below: number;
  left: number;
}

/** The coin in the top-right cell of an n x m board. */
export function kikiStart(rows: number, cols: number): KikiPosition {
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 1 || cols < 1) {
    throw new RangeError(`a board needs positive integer sides, got ${rows} x ${cols}`);
  }
  return { rows, cols, below: rows - 1, left: cols - 1 };
}

export const kikiGame: ImpartialGame<KikiPosition> = {
  *moves(p) {
    if (p.left > 0) yield { ...p, left: p.left - 1 };
    if (p.below > 0) yield { ...p, below: p.below - 1 };
    if (p.left > 0 && p.below > 0) yield { ...p, below: p.below - 1, left: p.left - 1 };
  },
  key: (p) => `${p.below},${p.left}`,
};
