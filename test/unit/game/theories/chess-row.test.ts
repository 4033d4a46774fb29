// HDU 5724 Chess: one row's moves, and the Grundy table (filled from the full mask down)
// against lib/game's search over the real rules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy, outcome, type Memo, type Outcome } from "../../../../lib/game/impartial";
import { chessRowColumns, chessRowGame, chessRowMask } from "../../../../lib/game/games";
import { CHESS_ROW_TABLE_MAX_WIDTH, checkChessRowTableWidth, chessRowGrundyTable, sumGame } from "../../../../lib/game/theories";

const options = (width: number, columns: number[]) => [...chessRowGame(width).moves(chessRowMask(columns))].map(chessRowColumns);

describe("the chess row game", () => {
  it("steps onto an empty neighbour and jumps a block to the first empty cell", () => {
    expect(options(20, [18, 19])).toEqual([[19, 20], [18, 20]]);
    expect(options(20, [1, 2, 3, 5])).toEqual([[2, 3, 4, 5], [1, 3, 4, 5], [1, 2, 4, 5], [1, 2, 3, 6]]);
    expect(options(20, [17, 19, 20])).toEqual([[18, 19, 20]]);
  });

  it("never leaves the board: a block ending at the last cell has no move", () => {
    expect(options(20, [20])).toEqual([]);
    expect(options(20, [16, 17, 18, 19, 20])).toEqual([]);
    expect(options(5, [5])).toEqual([]);
    expect(options(5, [4])).toEqual([[5]]);
  });

  it("maps columns to bits c - 1 and back", () => {
    expect(chessRowMask([1, 20])).toBe(1 + (1 << 19));
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }), (cols) => {
      expect(chessRowColumns(chessRowMask(cols))).toEqual(cols.slice().sort((a, b) => a - b));
    }));
  });

  it("refuses a width outside 1..30", () => {
    expect(() => chessRowGame(0)).toThrow(RangeError);
    expect(() => chessRowGame(31)).toThrow(/1 to 30 cells/);
    expect(() => chessRowGrundyTable(25)).toThrow(RangeError);
    // The widest table is accepted (checked alone: building it takes 16 MB and seconds).
    expect(() => checkChessRowTableWidth(CHESS_ROW_TABLE_MAX_WIDTH)).not.toThrow();
    expect(() => checkChessRowTableWidth(25)).toThrow("the table covers rows of 1 to 24 cells, not 25");
    expect(chessRowGrundyTable(1)).toEqual(new Uint8Array([0, 0]));
  });
});

describe("chessRowGrundyTable", () => {
  it.each([1, 2, 3, 5, 8, 11])("equals the search's Grundy value on every row of width %i", (width) => {
    const g = chessRowGrundyTable(width);
    const game = chessRowGame(width);
    const memo: Memo<number> = new Map();
    expect(g.length).toBe(1 << width);
    for (let mask = 0; mask < 1 << width; mask++) expect(g[mask], chessRowColumns(mask).join(" ")).toBe(grundy(game, mask, memo));
  });

  const table20 = chessRowGrundyTable(20);

  it("equals the search on random rows of width 20", () => {
    const game = chessRowGame(20);
    const memo: Memo<number> = new Map();
    // Crowded rows: few positions below them, so the search stays small.
    const crowded = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 14, maxLength: 20 });
    fc.assert(fc.property(crowded, (cols) => {
      const mask = chessRowMask(cols);
      expect(table20[mask]).toBe(grundy(game, mask, memo));
    }), { seed: 5724, numRuns: 200 });
  });

  it("gives a row's value whatever the width to its left (a row of width w is the last w columns of 20)", () => {
    for (const width of [4, 7, 10]) {
      const g = chessRowGrundyTable(width);
      for (let mask = 0; mask < 1 << width; mask++) expect(table20[mask << (20 - width)]).toBe(g[mask]);
    }
  });

  it("a single chessman on column c is worth (20 - c) mod 2; {17, 18} is 0, {18, 19} is 2", () => {
    for (let c = 1; c <= 20; c++) expect(table20[chessRowMask([c])]).toBe((20 - c) % 2);
    expect(table20[chessRowMask([17, 18])]).toBe(0);
    expect(table20[chessRowMask([18, 19])]).toBe(2);
  });

  it("the xor of two rows' values decides the two-row board (searched whole, width 6)", () => {
    const g = chessRowGrundyTable(6);
    const row = chessRowGame(6);
    const board = sumGame<readonly [number, number]>([row, row]);
    const memo: Memo<Outcome> = new Map();
    for (let a = 0; a < 64; a++) {
      for (let b = a; b < 64; b++) expect(outcome(board, [a, b], memo) === "P", `${a} ${b}`).toBe((g[a]! ^ g[b]!) === 0);
    }
  });
});
