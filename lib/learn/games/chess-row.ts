// HDU 5724 Chess: one row of the board, a strip whose chessmen move right to the nearest empty
// cell (jumping a block of chessmen). No closed form: the theory is the table of the Grundy
// values of every row (lib/game's chessRowGrundyTable), a row being P exactly when its value is 0.
import { chessRowColumns, chessRowGame, chessRowGrundyTable, chessRowMask, type ImpartialGame } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText } from "../learn-text";

/** The occupied cells (1 = the leftmost cell of the row), ascending. */
type Cells = number[];

const rowLength = (params: LearnParamValues) => Number(params.length ?? 20);
const chessmen = (params: LearnParamValues) => Number(params.chessmen ?? 5);

/** One table per row length, built on first use (the 20-cell table is 1 MiB, built in well under a second). */
const tables = new Map<number, Uint8Array>();
function table(length: number): Uint8Array {
  let g = tables.get(length);
  if (!g) {
    g = chessRowGrundyTable(length);
    tables.set(length, g);
  }
  return g;
}

/** lib/game's row game (over bitmasks) seen through the cells the strip board draws. */
function cellsGame(length: number): ImpartialGame<Cells> {
  const row = chessRowGame(length);
  return {
    *moves(cells) {
      for (const mask of row.moves(chessRowMask(cells))) yield chessRowColumns(mask);
    },
    key: (cells) => chessRowMask(cells),
  };
}

const valueOf = (cells: readonly number[], params: LearnParamValues) => table(rowLength(params))[chessRowMask(cells)]!;

export const chessRow: LearnGame<Cells> = {
  id: "chess-row",
  title: "Chess (one row)",
  board: "strip",
  params: [
    { name: "length", label: "Row length", kind: "int", min: 3, max: 20, default: 20 },
    { name: "chessmen", label: "Number of chessmen (for play)", kind: "int", min: 1, max: 10, default: 5 },
  ],
  rules: (params) => cellsGame(rowLength(params)),
  isP: (cells, params) => valueOf(cells, params) === 0,
  winningMove(cells, params) {
    const value = valueOf(cells, params);
    if (value === 0) return null;
    const rules = cellsGame(rowLength(params));
    const options = [...rules.moves(cells)];
    const to = options.find((o) => valueOf(o, params) === 0);
    if (!to) return null; // unreachable: the mex of the options' values is not 0, so 0 is among them
    const from = cells.find((c) => !to.includes(c))!;
    const target = to.find((c) => !cells.includes(c))!;
    return {
      to,
      explanation: learnText("chessRowWinning", {
        row: `{${cells.join(", ")}}`,
        values: [...new Set(options.map((o) => valueOf(o, params)))].sort((a, b) => a - b).join(", "),
        value,
        from,
        to: target,
      }),
    };
  },
  show: (cells) => `{${cells.join(", ")}}`,
  positions(bound, params) {
    // Every row whose chessmen are on the last `bound` cells: moves only go right, so it is closed.
    const length = rowLength(params);
    const width = Math.min(bound, length);
    const first = length - width + 1;
    const rows = Array.from({ length: 1 << width }, (_, mask) => chessRowColumns(mask).map((c) => c + first - 1));
    // Fewest chessmen first, then the rows whose chessmen are nearest the right edge.
    const weight = (cells: Cells) => cells.length * 1000 - cells.reduce((s, c) => s + c, 0);
    return rows.sort((a, b) => weight(a) - weight(b));
  },
  maxBound: 12,
  defaultBound: 8,
  predicate: {
    isP: "function isP(columns: number[], length: number): boolean",
    grundy: "function grundy(columns: number[], length: number): number",
    args: (cells, params) => [cells.slice(), rowLength(params)],
  },
  startPosition(params, random) {
    const length = rowLength(params);
    const count = Math.min(chessmen(params), length - 1);
    // A uniform random `count`-subset of 1..length: partial Fisher-Yates over the cells.
    const cells = Array.from({ length }, (_, i) => i + 1);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(random() * (length - i));
      [cells[i], cells[j]] = [cells[j]!, cells[i]!];
    }
    return cells.slice(0, count).sort((a, b) => a - b);
  },
};
