// Cutting an editorial at its ```widget blocks: text stays text (other code blocks whole),
// each widget block becomes one segment with its line and its parsed directive.
import { describe, expect, it } from "vitest";
import { splitEditorial } from "../../lib/markdown/editorial-segments";

describe("splitEditorial", () => {
  it("cuts text and widgets in order, with the line of each opening fence", () => {
    const md = ["## Small cases", "", "Text $n$.", "", "```widget", "pn-strip game=powers-of-two to=9", "```", "", "More text.", "", "~~~widget", "pn-grid", "  game=nim", "~~~"].join("\n");
    const segments = splitEditorial(md);
    expect(segments.map((s) => s.kind)).toEqual(["text", "widget", "text", "widget"]);
    expect(segments[0]).toEqual({ kind: "text", markdown: "## Small cases\n\nText $n$.\n" });
    expect(segments[1]).toMatchObject({ kind: "widget", line: 5, source: "pn-strip game=powers-of-two to=9", result: { ok: true } });
    expect(segments[3]).toMatchObject({ kind: "widget", line: 11, source: "pn-grid\n  game=nim", result: { ok: true, spec: { game: "nim" } } });
  });

  it("keeps other languages' code blocks whole, even one that shows a widget block", () => {
    const md = ["````markdown", "```widget", "pn-grid game=nim", "```", "````", "", "```ts", "const x = 1;", "```"].join("\n");
    const segments = splitEditorial(md);
    expect(segments).toEqual([{ kind: "text", markdown: md }]);
  });

  it("a bad directive or an unclosed block is a widget segment carrying the error", () => {
    const [bad] = splitEditorial("```widget\npn-grid game=chess\n```\n");
    expect(bad).toMatchObject({ kind: "widget", line: 1, result: { ok: false, error: expect.stringMatching(/game=chess/) } });
    const [, unclosed] = splitEditorial("Text.\n\n```widget\npn-grid game=nim\n\nThe rest.\n");
    expect(unclosed).toMatchObject({ kind: "widget", line: 3, result: { ok: false, error: expect.stringMatching(/no closing fence/) } });
  });

  it("markdown without widgets is one text segment; blank text between widgets is dropped", () => {
    expect(splitEditorial("Just $x$.")).toEqual([{ kind: "text", markdown: "Just $x$." }]);
    const kinds = splitEditorial("```widget\npn-grid game=nim\n```\n\n```widget\npn-grid game=kiki\n```\n").map((s) => s.kind);
    expect(kinds).toEqual(["widget", "widget"]);
  });
});
