// The pn-seats widget (POJ 2068's team game): its directive, and its table against the
// bottom-up P/N table of lib/game's theory.
import { describe, expect, it } from "vitest";
import { teamNimWinTable } from "../../lib/game/theories";
import { computeWidgetData, formatDirective, parseDirective } from "../../lib/learn/widgets";
import { pnSeats } from "../../lib/learn/widgets/pn-seats";
import { renderLearnText } from "./learn/render-learn-text";

describe("pn-seats widget", () => {
  it("reads the seats' maximum takes in order, with 20 stones by default", () => {
    const parsed = parseDirective("pn-seats limits=3,1,2,4");
    expect(parsed.ok && parsed.spec).toEqual({ widget: "pn-seats", limits: [3, 1, 2, 4], to: 20 });
    if (parsed.ok) expect(formatDirective(parsed.spec)).toBe("pn-seats limits=3,1,2,4 to=20");
  });

  it.each([
    ["pn-seats limits=3,1,2", /two teams need an even number of seats/],
    ["pn-seats limits=3,17", /limits=17: expected 1 to 16/],
    ["pn-seats limits=1,2,1,2,1,2,1,2,1,2,1,2,1,2,1,2,1,2,1,2,1,2", /at most 20 numbers/],
    ["pn-seats limits=3,1 to=61", /to=61: expected 1 to 60/],
    ["pn-seats to=5", /limits= is missing/],
  ])("%s is refused", (source, message) => {
    const parsed = parseDirective(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it("says an odd number of seats in both languages", () => {
    const parsed = parseDirective("pn-seats limits=3,1,2");
    if (parsed.ok) throw new Error("expected a problem");
    expect(renderLearnText(parsed.text!, "en")).toBe(parsed.error);
    expect(renderLearnText(parsed.text!, "zh")).toMatch(/\p{Script=Han}/u);
  });

  it("every cell agrees with the theory's table (the editorial's example and the sample's third game)", () => {
    for (const limits of [[3, 1, 2, 4], [8, 7, 6, 5, 4, 3], [4, 4], [1, 16, 2, 15, 3, 14, 4, 13, 5, 12]]) {
      const table = teamNimWinTable(limits, 60);
      const { outcomes } = pnSeats(limits, 60);
      expect(outcomes).toHaveLength(limits.length);
      outcomes.forEach((row, seat) => row.forEach((o, s) => expect(o, `${limits} seat ${seat} s=${s}`).toBe(table[s * limits.length + seat] ? "N" : "P")));
    }
  });

  it("shows the editorial's row for seat 1 of 3, 1, 2, 4: P at 1, 8 and 15", () => {
    const parsed = parseDirective("pn-seats limits=3,1,2,4 to=16");
    if (!parsed.ok) throw new Error(parsed.error);
    const data = computeWidgetData(parsed.spec) as ReturnType<typeof pnSeats>;
    expect(data.outcomes[0]!.flatMap((o, s) => (o === "P" ? [s] : []))).toEqual([1, 8, 15]);
    expect(data.outcomes.map((row) => row[0])).toEqual(["N", "N", "N", "N"]);
  });
});
