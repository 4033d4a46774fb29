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
    ["", /No game given/],
    ["   ", /No game given/],
    ["x:1,2", /starts with "s:".*or "r:"/],
    ["1,3,4", /starts with "s:"/],
    ["s:", /subtraction set is empty/],
    ["s:1,,3", /set element "" is not a whole number/],
    ["s:0,3", /set element 0 is out of range \(1 to 100\)/],
    ["s:1,a", /set element "a" is not a whole number/],
    ["s:-1", /set element "-1" is not a whole number/],
    ["s:1.5", /not a whole number/],
    ["s:101", /out of range/],
    ["s:1,2,3,4,5,6,7,8,9,10,11", /at most 10 elements/],
    ["r:chess", /unknown rule "chess"; the rules are bash, pow2, squares, divisors, half/],
    ["r:bash", /bash needs its m/],
    ["r:bash,0", /m 0 is out of range/],
    ["r:squares,3", /the rule squares takes no number/],
    ["r:bash,2,3", /at most one number/],
    ["s:1,2@", /pile size "" is not a whole number/],
    ["s:1@2@3", /more than one @/],
    ["r:half@1001", /pile size 1001 is out of range \(0 to 1,000\)/],
    ["s:1,2@7+r:squares", /pile 2 \("r:squares"\): in a sum every pile needs its size/],
    ["s:1@1+s:1@1+s:1@1+s:1@1+s:1@1+s:1@1+s:1@1", /At most 6 piles/],
    ["s:" + "1,".repeat(300) + "1", /too long/],
  ])("rejects %j with a message", (text, message) => {
    const parsed = parseLabGame(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("rejects any string with a character outside the notation, without throwing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseLabGame(text);
        if (/[^0-9a-z:,@+\s]/.test(text.trim())) expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it("validates the range n", () => {
    expect(parseLabRange(null)).toEqual({ ok: true, value: LAB_LIMITS.rangeDefault });
    expect(parseLabRange("60")).toEqual({ ok: true, value: 60 });
    expect(parseLabRange("5")).toMatchObject({ ok: false, message: expect.stringMatching(/range n 5 is out of range/) });
    expect(parseLabRange("lots")).toMatchObject({ ok: false });
  });
});
