// The Moore's Nim_k table widget: its outcomes (searched over the rules) against Moore's theorem,
// its column counts, and its directive's arguments and refusals.
import { describe, expect, it } from "vitest";
import { isMooreNimP } from "../../lib/game";
import { formatDirective } from "../../lib/learn/widgets/directive";
import { columnCounts, mooreTable } from "../../lib/learn/widgets/moore-table";
import { spec, refusal } from "./widget-directive-helpers";

describe("mooreTable", () => {
  it.each([
    [1, 3, 7], [2, 3, 7], [2, 4, 5], [3, 4, 4],
  ])("k = %i, %i piles up to %i: every row's outcome by the rules is Moore's rule on its columns", (k, count, max) => {
    const table = mooreTable({ k, count, max, only: null });
    expect(table.searched).toBe(table.rows.length);
    for (const row of table.rows) {
      expect(row.columns, row.position.join(" ")).toEqual(columnCounts(row.position, table.width));
      expect(row.outcome === "P", row.position.join(" ")).toBe(row.columns.every((c) => c % (k + 1) === 0));
      expect(row.outcome === "P").toBe(isMooreNimP(row.position.map(BigInt), k));
    }
  });

  it("only=P lists the P-positions: for k = 2 and three piles, exactly the equal triples", () => {
    const table = mooreTable({ k: 2, count: 3, max: 7, only: "P" });
    expect(table.rows.map((r) => r.position)).toEqual(Array.from({ length: 8 }, (_, a) => [a, a, a]));
    expect(table.searched).toBe(120);
    expect(table.rows[5]!.columns).toEqual([3, 0, 3]);
  });

  it("counts ones per column from the top, padded to the width", () => {
    expect(columnCounts([5, 8, 10], 4)).toEqual([2, 1, 1, 1]);
    expect(columnCounts([1, 1], 3)).toEqual([0, 0, 2]);
  });

  it("refuses a search too large for the page", () => {
    expect(() => mooreTable({ k: 2, count: 5, max: 15, only: null })).toThrow(/too large/);
  });
});

describe("moore-table directive", () => {
  it("reads k, count, max and only, and round-trips", () => {
    expect(spec("moore-table k=2 count=3 max=7 only=P")).toEqual({ widget: "moore-table", k: 2, count: 3, max: 7, only: "P" });
    const s = spec("moore-table k=1 count=2 max=3");
    expect(s).toMatchObject({ only: null });
    expect(spec(formatDirective(s))).toEqual(s);
  });

  it("refuses k, count or max out of range, a bad only and an unknown argument, naming the key", () => {
    expect(refusal("moore-table k=0 count=3 max=7")).toContain("k");
    expect(refusal("moore-table k=2 count=6 max=7")).toContain("count");
    expect(refusal("moore-table k=2 count=3 max=16")).toContain("max");
    expect(refusal("moore-table k=2 count=3 max=7 only=X")).toContain("only");
    expect(refusal("moore-table k=2 count=3 max=7 rows=4")).toContain("rows");
    expect(refusal("moore-table count=3 max=7")).toContain("k");
  });
});
