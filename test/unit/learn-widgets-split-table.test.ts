// The Stone Game II table widget: its outcomes (searched over the rules) against the parity of
// the 1-bits, the literal reading's counterexamples, and its directive's arguments and refusals.
import { describe, expect, it } from "vitest";
import { popcount, stoneSplitFirstWins } from "../../lib/game";
import { formatDirective } from "../../lib/learn/widgets/directive";
import { splitTable } from "../../lib/learn/widgets/split-table";
import { spec, refusal } from "./widget-directive-helpers";

describe("splitTable", () => {
  it.each([[1, 14], [2, 7], [3, 4]])("our rules, %i piles up to %i: every row's outcome by the rules is the parity of Σ (popcount − 1)", (count, max) => {
    const table = splitTable({ count, max, rules: "ours", only: null });
    expect(table.searched).toBe(table.rows.length);
    expect(table.rows.every((r) => r.position.length === count && r.position.every((p) => p >= 1 && p <= max))).toBe(true);
    for (const row of table.rows) {
      expect(row.movesLeft).toBe(row.position.reduce((s, a) => s + popcount(a) - 1, 0));
      expect(row.outcome === "N", row.position.join(" ")).toBe(stoneSplitFirstWins(row.position));
    }
  });

  it("the literal reading breaks the rule on (14), (3, 6) and (5, 6) and only there among these", () => {
    const wrong = (count: number, max: number) =>
      splitTable({ count, max, rules: "literal", only: null })
        .rows.filter((r) => (r.outcome === "N") !== (r.movesLeft % 2 === 1))
        .map((r) => r.position.join(","));
    expect(wrong(1, 14)).toEqual(["14"]);
    expect(wrong(2, 7)).toEqual(["3,6", "5,6"]);
  });

  it("only=P lists the P-positions: one pile up to 8 gives the powers of two and 7", () => {
    const table = splitTable({ count: 1, max: 8, rules: "ours", only: "P" });
    expect(table.rows.map((r) => r.position[0])).toEqual([1, 2, 4, 7, 8]);
    expect(table.searched).toBe(8);
    expect(table.width).toBe(4);
  });

  it("refuses a search too large for the page", () => {
    expect(() => splitTable({ count: 3, max: 5, rules: "ours", only: null })).toThrow(/too large/);
  });
});

describe("split-table directive", () => {
  it("reads count, max, rules and only, and round-trips", () => {
    expect(spec("split-table count=2 max=7 rules=literal only=N")).toEqual({ widget: "split-table", count: 2, max: 7, rules: "literal", only: "N" });
    const s = spec("split-table count=1 max=14");
    expect(s).toMatchObject({ rules: "ours", only: null });
    expect(spec(formatDirective(s))).toEqual(s);
  });

  it("refuses count or max out of range, unknown rules or only, and an unknown argument, naming the key", () => {
    expect(refusal("split-table count=4 max=3")).toContain("count");
    expect(refusal("split-table count=1 max=15")).toContain("max");
    expect(refusal("split-table count=1 max=0")).toContain("max");
    expect(refusal("split-table count=1 max=5 rules=nim")).toContain("rules");
    expect(refusal("split-table count=1 max=5 only=X")).toContain("only");
    expect(refusal("split-table count=1 max=5 rows=4")).toContain("rows");
  });
});
