// Widget 5: the rows of Chess (HDU 5724) whose chessmen all sit on the last columns, each with
// the Grundy values of its options and its own, found by lib/game's search over the real moves
// of a 20-cell row (no table, no shortcut).
import { chessRowColumns, chessRowGame, grundy, type Memo } from "../../game";
import { defineWidget } from "./widget-definition";

const WIDTH = 20;
/** Columns from..20 with from >= 14: at most 7 columns, 128 rows. */
const MIN_FROM = 14;

export interface ChessRowsRow {
  /** The occupied columns, ascending. */
  columns: number[];
  /** The Grundy values of the row's options, ascending, without repeats. */
  options: number[];
  value: number;
}

export interface ChessRows {
  /** The first column shown (the rows' chessmen are on from..20). */
  from: number;
  rows: ChessRowsRow[];
}

/** Every row with its chessmen within columns from..20 (`chessmen` of them, or any number). */
export function chessRows(from: number, chessmen: number | null): ChessRows {
  const game = chessRowGame(WIDTH);
  const memo: Memo<number> = new Map();
  const rows: ChessRowsRow[] = [];
  for (let local = 0; local < 1 << (WIDTH - from + 1); local++) {
    const mask = local << (from - 1);
    const columns = chessRowColumns(mask);
    if (chessmen !== null && columns.length !== chessmen) continue;
    const options = [...new Set([...game.moves(mask)].map((o) => grundy(game, o, memo)))].sort((a, b) => a - b);
    rows.push({ columns, options, value: grundy(game, mask, memo) });
  }
  // Fewest chessmen first; among equals, the chessmen nearest the right edge first.
  const weight = (r: ChessRowsRow) => r.columns.length * 1000 - r.columns.reduce((s, c) => s + c, 0);
  rows.sort((a, b) => weight(a) - weight(b));
  return { from, rows };
}

export const chessRowsWidget = defineWidget({
  read(args) {
    const from = args.int("from", { min: MIN_FROM, max: WIDTH, fallback: 16 });
    const chessmen = args.has("chessmen") ? args.int("chessmen", { min: 0, max: WIDTH - from + 1 }) : null;
    return { from, chessmen };
  },
  args: (p) => ({ from: String(p.from), ...(p.chessmen === null ? {} : { chessmen: String(p.chessmen) }) }),
  compute: (p) => chessRows(p.from, p.chessmen),
});
