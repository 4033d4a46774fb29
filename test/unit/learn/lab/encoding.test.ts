// The lab's URL encoding: canonical round trip (fast-check), and clear rejections.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLabGame, labHref, parseLabGame, parseLabRange } from "../../../../lib/learn/lab/encoding";
import { LAB_LIMITS, LAB_RULE_NAMES, type LabComponent, type LabGame } from "../../../../lib/learn/lab/lab-game";

const setComponent = fc.record({
  kind: fc.constant("set" as const),
  set: fc.uniqueArray(fc.integer({ min: 1, max: LAB_LIMITS.setElementMax }), { minLength: 1, maxLength: LAB_LIMITS.setElements }).map((s) => s.sort((a, b) => a - b)),
  size: fc.integer({ min: 0, max: LAB_LIMITS.setSizeMax }),
});
const ruleComponent = fc.constantFrom(...LAB_RULE_NAMES).chain((rule) =>
  fc.record({
    kind: fc.constant("rule" as const),
    rule: fc.constant(rule),
    ...(rule === "bash" ? { m: fc.integer({ min: 1, max: LAB_LIMITS.bashMax }) } : {}),
    size: fc.integer({ min: 0, max: LAB_LIMITS.ruleSizeMax }),
  }),
);
const component = fc.oneof(setComponent, ruleComponent) as fc.Arbitrary<LabComponent>;
/** A game; a single pile may omit its size. */
const game: fc.Arbitrary<LabGame> = fc.oneof(
  fc.array(component, { minLength: 1, maxLength: LAB_LIMITS.components }).map((components) => ({ components })),
  component.map((c) => {
    const { size: _size, ...unsized } = c;
    return { components: [unsized as LabComponent] };
  }),
);

describe("lab encoding", () => {
  it("parse(format(game)) gives the game back", () => {
    fc.assert(
      fc.property(game, (g) => {
        expect(parseLabGame(formatLabGame(g))).toEqual({ ok: true, value: g });
      }),
    );
  });

  it("survives the URL: the query value of labHref parses to the same game", () => {
    fc.assert(
      fc.property(game, fc.integer({ min: LAB_LIMITS.rangeMin, max: LAB_LIMITS.rangeMax }), (g, n) => {
        const url = new URL(labHref(formatLabGame(g), n), "http://x");
        expect(parseLabGame(url.searchParams.get("g"))).toEqual({ ok: true, value: g });
        expect(parseLabRange(url.searchParams.get("n"))).toEqual({ ok: true, value: n });
      }),
    );
  });

  it("reads the documented examples, sets in canonical order", () => {
    expect(parseLabGame("s:4,1,3,3")).toEqual({ ok: true, value: { components: [{ kind: "set", set: [1, 3, 4] }] } });
    expect(parseLabGame("s:1,3,4@10+r:squares@7")).toEqual({
      ok: true,
      value: { components: [{ kind: "set", set: [1, 3, 4], size: 10 }, { kind: "rule", rule: "squares", size: 7 }] },
    });
    // "+" in a query string arrives as a space.
    expect(parseLabGame("s:1,2@3 r:bash,4@5")).toEqual(parseLabGame("s:1,2@3+r:bash,4@5"));
    expect(formatLabGame({ components: [{ kind: "rule", rule: "bash", m: 3 }] })).toBe("r:bash,3");
    expect(labHref("s:1,3,4@10+r:squares@7", 40)).toBe("/lab?g=s:1,3,4@10+r:squares@7");
    expect(labHref("r:half", 80)).toBe("/lab?g=r:half&n=80");
  });

  it.each([
    ["", { problem: { code: "empty" } }],
    ["   ", { problem: { code: "empty" } }],
    ["x:1,2", { problem: { code: "badKind" }, pile: { text: "x:1,2" } }],
    ["1,3,4", { problem: { code: "badKind" } }],
    ["s:", { problem: { code: "emptySet" } }],
    ["s:1,,3", { problem: { code: "notWholeNumber", field: "setElement", text: "" } }],
    ["s:0,3", { problem: { code: "outOfRange", field: "setElement", value: 0, min: 1, max: 100 } }],
    ["s:1,a", { problem: { code: "notWholeNumber", field: "setElement", text: "a" } }],
    ["s:-1", { problem: { code: "notWholeNumber", field: "setElement", text: "-1" } }],
    ["s:1.5", { problem: { code: "notWholeNumber" } }],
    ["s:101", { problem: { code: "outOfRange", value: 101 } }],
    ["s:1,2,3,4,5,6,7,8,9,10,11", { problem: { code: "tooManyElements", max: 10 } }],
    ["r:chess", { problem: { code: "unknownRule", name: "chess", rules: "bash, pow2, squares, divisors, half" } }],
    ["r:bash", { problem: { code: "bashNeedsM" } }],
    ["r:bash,0", { problem: { code: "outOfRange", field: "m", value: 0 } }],
    ["r:squares,3", { problem: { code: "ruleTakesNoNumber", rule: "squares" } }],
    ["r:bash,2,3", { problem: { code: "ruleExtraNumber" } }],
    ["s:1,2@", { problem: { code: "notWholeNumber", field: "size", text: "" } }],
    ["s:1@2@3", { problem: { code: "manyAts" } }],
    ["r:half@1001", { problem: { code: "outOfRange", field: "size", value: 1001, min: 0, max: 1000 } }],
    ["s:1,2@7+r:squares", { problem: { code: "sizeNeeded" }, pile: { text: "r:squares", number: 2 } }],
    ["s:1@1+s:1@1+s:1@1+s:1@1+s:1@1+s:1@1+s:1@1", { problem: { code: "tooManyPiles", max: 6 } }],
    ["s:" + "1,".repeat(300) + "1", { problem: { code: "tooLong", max: 500 } }],
  ])("rejects %j with the problem's code and values", (text, error) => {
    const parsed = parseLabGame(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject(error);
  });

  it("names the pile's number only in a sum", () => {
    const single = parseLabGame("s:0");
    const sum = parseLabGame("s:1@2+s:0@3");
    expect(!single.ok && single.error.pile).toEqual({ text: "s:0" });
    expect(!sum.ok && sum.error.pile).toEqual({ text: "s:0@3", number: 2 });
  });

  it("rejects any string with a character outside the notation, without throwing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseLabGame(text);
        if (/[^0-9a-z:,@+\s]/.test(text.trim())) expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.error.problem.code).toBeTruthy();
      }),
    );
  });

  it("validates the range n", () => {
    expect(parseLabRange(null)).toEqual({ ok: true, value: LAB_LIMITS.rangeDefault });
    expect(parseLabRange("60")).toEqual({ ok: true, value: 60 });
    expect(parseLabRange("5")).toEqual({ ok: false, error: { problem: { code: "rangeInvalid", text: "5", min: 10, max: 300 } } });
    expect(parseLabRange("lots")).toMatchObject({ ok: false, error: { problem: { code: "rangeInvalid", text: "lots" } } });
  });
});
