// HDU 5724 Chess: the Grundy value of every row of `width` cells at once. There is no closed
// form; the theory is the order of evaluation: every move clears a bit and sets a HIGHER one,
// so it makes the mask strictly larger, and a sweep from the full mask down to 0 meets every
// option before the position itself. One table serves every row of every test case.

/** The widest table: 2^24 masks, 16 MB. */
export const CHESS_ROW_TABLE_MAX_WIDTH = 24;

/**
 * Throws unless chessRowGrundyTable accepts `width`: an integer in 1..24. (Its own function so
 * that the widest table's bound can be checked without building 16 MB.)
 */
export function checkChessRowTableWidth(width: number): void {
  if (!Number.isInteger(width) || width < 1 || width > CHESS_ROW_TABLE_MAX_WIDTH) {
    throw new RangeError(`the table covers rows of 1 to ${CHESS_ROW_TABLE_MAX_WIDTH} cells, not ${width}`);
  }
}

/** g[mask] for every mask of `width` bits (column c is bit c - 1). */
export function chessRowGrundyTable(width = 20): Uint8Array {
  checkChessRowTableWidth(width);
  const size = 1 << width;
  const g = new Uint8Array(size);
  for (let mask = size - 1; mask >= 0; mask--) {
    let seen = 0; // a row has at most `width` moves, so every value is at most width <= 24
    // Up to the highest coin; the mask has no bit at `width` or above, so the run of coins
    // after `from` ends at the latest at `to = width` (off the row: no move).
    for (let from = 0; 1 << from <= mask; from++) {
      if (!(mask & (1 << from))) continue;
      let to = from + 1;
      while (mask & (1 << to)) to++;
      if (to < width) seen |= 1 << g[(mask & ~(1 << from)) | (1 << to)]!;
    }
    let v = 0;
    while (seen & (1 << v)) v++;
    g[mask] = v;
  }
  return g;
}
