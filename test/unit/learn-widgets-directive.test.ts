// The editorial widget directives: parsing, every refusal with a message naming the argument,
// and the round trip the widgets' controls rely on (arguments -> spec -> arguments).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDirective, LIMITS, parseDirective, type DirectiveResult, type WidgetSpec } from "../../lib/learn/widgets/directive";
import { spec } from "./widget-directive-helpers";

function error(source: string): string {
  const result: DirectiveResult = parseDirective(source);
  if (result.ok) throw new Error(`expected "${source}" to be refused`);
  return result.error;
}

describe("parseDirective", () => {
  it("reads each widget with its arguments, over several lines", () => {
    expect(spec("pn-strip game=powers-of-two from=0 to=30")).toEqual({ widget: "pn-strip", pile: { game: "powers-of-two" }, from: 0, to: 30 });
    expect(spec("pn-strip\n  game=bash m=3\n  to=12")).toEqual({ widget: "pn-strip", pile: { game: "bash", m: 3 }, from: 0, to: 12 });
    expect(spec("grundy-strip game=subtraction set={5,2,5}")).toEqual({ widget: "grundy-strip", pile: { game: "subtraction", set: [2, 5] }, to: null });
    expect(spec("pn-grid game=wythoff rows=20 cols=16")).toEqual({ widget: "pn-grid", game: "wythoff", rows: 20, cols: 16 });
    expect(spec("nim-sum-table game=nim positions=(1,2,3);(2,2) only=P")).toEqual({
      widget: "nim-sum-table",
      game: "nim",
      positions: { list: [[1, 2, 3], [2, 2]] },
      only: "P",
    });
    expect(spec("nim-sum-table game=georgia-bob count=3 max=7")).toEqual({
      widget: "nim-sum-table",
      game: "georgia-bob",
      positions: { count: 3, max: 7 },
      only: null,
    });
  });

  it("fills the defaults: a strip of 21 cells from 0, a 12 x 12 grid", () => {
    expect(spec("pn-strip game=powers-of-two")).toMatchObject({ from: 0, to: 20 });
    expect(spec("pn-strip game=powers-of-two from=100")).toMatchObject({ from: 100, to: 120 });
    expect(spec("pn-strip game=powers-of-two from=10000")).toMatchObject({ from: 10000, to: 10000 });
    expect(spec("pn-grid game=kiki")).toMatchObject({ rows: 12, cols: 12 });
  });

  it.each([
    ["", /empty/],
    ["bogus game=nim", /unknown widget "bogus"/],
    ["pn-strip", /game= is missing/],
    ["pn-strip game=chess", /game=chess: expected one of bash, powers-of-two, subtraction/],
    ["pn-strip game=bash", /m= is missing/],
    ["pn-strip game=bash m=0", /m=0: expected 1 to 100/],
    ["pn-strip game=bash m=x", /m=x: expected a whole number/],
    ["pn-strip game=bash m=-3", /m=-3: expected a whole number/],
    ["pn-strip game=powers-of-two from=5 to=4", /to=4: expected 5 to/],
    [`pn-strip game=powers-of-two from=0 to=${LIMITS.stripCells}`, /to=200: expected 0 to 199/],
    ["pn-strip game=powers-of-two m=3", /unknown argument "m"/],
    ["pn-strip game=powers-of-two to", /"to" is not key=value/],
    ["pn-grid game=nim constructor=1", /unknown argument "constructor"/],
    ["pn-strip game=powers-of-two to=3 to=4", /"to" is given twice/],
    ["grundy-strip game=powers-of-two", /game=powers-of-two: expected one of bash, subtraction/],
    ["grundy-strip game=subtraction set=", /set= is empty/],
    ["grundy-strip game=subtraction set=1,2,3,4,5,6,7,8,9,10,11", /at most 10 numbers/],
    ["grundy-strip game=subtraction set=0,2", /set=0: expected 1 to 100/],
    ["pn-grid game=chess", /expected one of wythoff, nim, kiki/],
    ["pn-grid game=nim rows=41", /rows=41: expected 1 to 40/],
    ["nim-sum-table game=nim", /count= is missing/],
    ["nim-sum-table game=nim positions=1,2 count=2", /either positions= or count=/],
    ["nim-sum-table game=nim positions=1,2;;3", /an empty position/],
    ["nim-sum-table game=nim positions=1,2,3,4,5,6,7", /at most 6 numbers/],
    ["nim-sum-table game=georgia-bob positions=3,3", /not distinct/],
    ["nim-sum-table game=georgia-bob positions=0,3", /positions=0: expected 1 to 63/],
    ["nim-sum-table game=georgia-bob count=4 max=3", /max=3: expected 4 to 63/],
    ["nim-sum-table game=nim count=3 max=7 only=X", /only=X: expected one of P, N/],
  ])("refuses %j with a message naming what is wrong", (source, message) => {
    expect(error(source)).toMatch(message);
  });

  it("formatDirective gives back a directive that parses to the same spec", () => {
    const n = (min: number, max: number) => fc.integer({ min, max });
    const pile = fc.oneof(
      fc.constant({ game: "powers-of-two" as const }),
      n(1, LIMITS.bashMaxM).map((m) => ({ game: "bash" as const, m })),
      fc.uniqueArray(n(1, LIMITS.setMaxElement), { minLength: 1, maxLength: LIMITS.setMaxSize }).map((s) => ({
        game: "subtraction" as const,
        set: s.sort((a, b) => a - b),
      })),
    );
    const specs: fc.Arbitrary<WidgetSpec> = fc.oneof(
      fc.tuple(pile, n(0, 500), n(0, LIMITS.stripCells - 1)).map(([p, from, len]) => ({ widget: "pn-strip" as const, pile: p, from, to: from + len })),
      fc.tuple(pile.filter((p) => p.game !== "powers-of-two"), fc.option(n(1, 199), { nil: null })).map(
        ([p, to]) => ({ widget: "grundy-strip" as const, pile: p as Extract<WidgetSpec, { widget: "grundy-strip" }>["pile"], to }),
      ),
      fc.tuple(fc.constantFrom("wythoff" as const, "nim" as const, "kiki" as const), n(1, 40), n(1, 40)).map(([game, rows, cols]) => ({
        widget: "pn-grid" as const,
        game,
        rows,
        cols,
      })),
      fc.tuple(
        fc.constantFrom("nim" as const, "new-stone" as const),
        fc.oneof(
          fc.array(fc.array(n(0, 63), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 10 }).map((list) => ({ list })),
          fc.tuple(n(1, 6), n(1, 63)).map(([count, max]) => ({ count, max })),
        ),
        fc.constantFrom("P" as const, "N" as const, null),
      ).map(([game, positions, only]) => ({ widget: "nim-sum-table" as const, game, positions, only })),
    );
    fc.assert(
      fc.property(specs, (s) => {
        expect(spec(formatDirective(s))).toEqual(s);
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
