// Chess (HDU 5724), one row: the Grundy table's P-positions and winning moves against brute
// force over the real rules, and the chess-rows widget against the same search.
import { describe, expect, it } from "vitest";
import { chessRowGame, chessRowMask, grundy, type Memo } from "../../../lib/game";
import { learnGame } from "../../../lib/learn";
import { chessRow } from "../../../lib/learn/games/chess-row";
import { chessRows, computeWidget, parseWidgetArgs } from "../../../lib/learn/widgets";
import { expectPredicateArgsArePlainData, expectStartPositions, expectTheoryMatchesBruteForce } from "./learn-game-contract";

describe("learn game: chess-row", () => {
  it("is registered", () => expect(learnGame("chess-row")).toBe(chessRow));

  it.each([[20, 10], [12, 8], [7, 7]])("theory = brute force on every row within the last cells of a %i-cell row (bound %i)", (length, bound) => {
    expectTheoryMatchesBruteForce(chessRow, { length, chessmen: 5 }, bound);
  });

  it("positions are the rows on the last `bound` cells, fewest chessmen first", () => {
    const rows = chessRow.positions(3, { length: 20 });
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual([]);
    expect(rows.slice(1, 4)).toEqual([[20], [19], [18]]);
    expect(rows[7]).toEqual([18, 19, 20]);
  });

  it("the sample's rows: {19, 20} and {18} are P, {19} is N", () => {
    expect(chessRow.isP([19, 20], {})).toBe(true);
    expect(chessRow.isP([18], {})).toBe(true);
    expect(chessRow.isP([19], {})).toBe(false);
  });

  it("explains the move by the row's Grundy value and its options' values", () => {
    const move = chessRow.winningMove([18, 19], {});
    expect(move).toEqual({ to: [19, 20], explanation: { code: "chessRowWinning", params: { row: "{18, 19}", values: "0, 1", value: 2, from: 18, to: 20 } } });
  });

  it("passes the columns and the row length to the predicate", () => {
    expect(chessRow.predicate.args([3, 5], { length: 9 })).toEqual([[3, 5], 9]);
    expectPredicateArgsArePlainData(chessRow, { length: 20 }, 5);
  });

  it.each([20, 8])("draws playable starts, both P and N (length %i)", (length) => expectStartPositions(chessRow, { length, chessmen: 3 }));
});

describe("widget chess-rows", () => {
  it("lists every row on columns from..20 with the search's values", () => {
    const data = chessRows(17, null);
    expect(data.rows).toHaveLength(16);
    const game = chessRowGame(20);
    const memo: Memo<number> = new Map();
    for (const row of data.rows) {
      const mask = chessRowMask(row.columns);
      expect(row.value).toBe(grundy(game, mask, memo));
      expect(row.options).toEqual([...new Set([...game.moves(mask)].map((o) => grundy(game, o, memo)))].sort((a, b) => a - b));
    }
    expect(data.rows.find((r) => r.columns.join() === "18,19")).toEqual({ columns: [18, 19], options: [0, 1], value: 2 });
  });

  it("keeps only the rows with the given number of chessmen", () => {
    const data = chessRows(14, 2);
    expect(data.rows).toHaveLength(21);
    expect(data.rows.every((r) => r.columns.length === 2)).toBe(true);
  });

  it("reads its arguments and refuses a first column before 14", () => {
    const ok = parseWidgetArgs("chess-rows", { from: "15", chessmen: "3" });
    expect(ok.ok && computeWidget(ok.spec)).toMatchObject({ widget: "chess-rows", data: { from: 15 } });
    const bad = parseWidgetArgs("chess-rows", { from: "13" });
    expect(bad).toMatchObject({ ok: false, text: { code: "widgetRange", params: { key: "from" } } });
  });
});
