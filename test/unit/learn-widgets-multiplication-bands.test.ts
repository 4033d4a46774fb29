// The multiplication-bands widget (POJ 2505): its bands of products against the searched outcome
// of every reachable product, its edges ceil(n/9), ceil(n/18), ceil(n/162), ..., and its directive.
import { describe, expect, it } from "vitest";
import { MULTIPLICATION_START, multiplicationGame, outcome, stanWins } from "../../lib/game";
import { formatDirective } from "../../lib/learn/widgets/directive";
import { multiplicationBandsTable } from "../../lib/learn/widgets/multiplication-bands";
import { spec, refusal } from "./widget-directive-helpers";

describe("multiplicationBandsTable", () => {
  it.each([2, 9, 10, 18, 19, 162, 163, 324, 325, 2916, 5000, 34012226, 999_999_999])("n = %i: no reachable product disagrees with its band, and p = 1 is searched", (n) => {
    const table = multiplicationBandsTable(n);
    expect(table.rows.reduce((s, r) => s + r.disagreements, 0)).toBe(0);
    expect(table.rows.reduce((s, r) => s + r.reachable, 0)).toBeGreaterThan(0);
    expect(table.start).toBe(outcome(multiplicationGame(n), MULTIPLICATION_START));
    expect(table.start === "N").toBe(stanWins(BigInt(n)));
    expect(table.rows.at(-1)!.outcome).toBe(table.start);
  });

  it("n = 162: p >= 18 wins at once, 9..17 loses, 1..8 wins", () => {
    const table = multiplicationBandsTable(162);
    expect(table.rows.map((r) => [r.low, r.high, r.outcome, r.divisor])).toEqual([
      [18, 161, "N", 9],
      [9, 17, "P", 18],
      [1, 8, "N", 162],
    ]);
    expect(table.rows[1]!.reachable).toBe(6); // the 7-smooth 9, 10, 12, 14, 15, 16 (no 11, 13, 17)
    expect(table.rows[1]!.examples).toEqual([9, 10, 12, 14]);
  });

  it("n = 163: the bottom band loses, so Ollie wins", () => {
    const table = multiplicationBandsTable(163);
    expect(table.rows.map((r) => [r.low, r.high, r.outcome])).toEqual([
      [19, 162, "N"],
      [10, 18, "P"],
      [2, 9, "N"],
      [1, 1, "P"],
    ]);
    expect(table.start).toBe("P");
  });
});

describe("multiplication-bands directive", () => {
  it("reads n (162 by default) and round-trips", () => {
    expect(spec("multiplication-bands n=34012226")).toEqual({ widget: "multiplication-bands", n: 34012226 });
    const s = spec("multiplication-bands");
    expect(s).toEqual({ widget: "multiplication-bands", n: 162 });
    expect(spec(formatDirective(s))).toEqual(s);
  });

  it("refuses n below 2, n of ten digits and an unknown argument, naming the key", () => {
    expect(refusal("multiplication-bands n=1")).toContain("n=1");
    expect(refusal("multiplication-bands n=4294967294")).toContain("n=");
    expect(refusal("multiplication-bands n=18 m=2")).toContain('"m"');
  });
});
