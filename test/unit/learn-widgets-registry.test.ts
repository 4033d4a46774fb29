// The widget registry: each name has one entry whose parse, args and compute agree, the page has
// a component for each, and an unknown name is refused with the list of names.
import { describe, expect, it } from "vitest";
import { WIDGET_COMPONENTS } from "../../app/widgets/widget-components";
import { computeWidget, formatDirective, parseDirective, WIDGET_NAMES, WIDGETS } from "../../lib/learn/widgets";

/** One directive per widget, over the games each widget can name. */
const SAMPLES: Record<string, string[]> = {
  "pn-strip": ["pn-strip game=bash m=3 to=12", "pn-strip game=powers-of-two from=5 to=9", "pn-strip game=subtraction set=2,5"],
  "grundy-strip": ["grundy-strip game=bash m=4", "grundy-strip game=subtraction set=1,3,4 to=30"],
  "pn-grid": ["pn-grid game=wythoff rows=6 cols=7", "pn-grid game=nim rows=4 cols=4", "pn-grid game=kiki rows=3 cols=5"],
  "nim-sum-table": ["nim-sum-table game=nim count=2 max=3", "nim-sum-table game=georgia-bob count=2 max=5 only=P", "nim-sum-table game=new-stone positions=1,2;2,2"],
  hackenbush: ["hackenbush edges=1,2;2,3;2,4;3,4 root=1", "hackenbush edges=0,1;1,1;0,2;0,2 root=0"],
  "pn-seats": ["pn-seats limits=3,1,2,4 to=16", "pn-seats limits=4,4"],
  "chess-rows": ["chess-rows from=17", "chess-rows from=14 chessmen=3"],
  "winning-moves": ["winning-moves game=nim positions=7,11,13;3,3,1;2,2"],
  "dag-grundy": ["dag-grundy graph=0>1,0>2,2>3", "dag-grundy graph=2>0,1>0 vertices=4 tokens=1,2,3"],
  "nim-product-table": ["nim-product-table", "nim-product-table op=sum size=5", "nim-product-table op=product size=3"],
  "moore-table": ["moore-table k=2 count=3 max=7 only=P", "moore-table k=1 count=2 max=3"],
  "multiplication-bands": ["multiplication-bands", "multiplication-bands n=163"],
  "coin-circle": ["coin-circle from=1 to=10", "coin-circle from=20 to=24", "coin-circle"],
  "split-table": ["split-table count=1 max=14", "split-table count=2 max=7 rules=literal only=N"],
};

describe("widget registry", () => {
  it("names exactly the registry's keys, each with a component and sample directives", () => {
    expect(WIDGET_NAMES).toEqual(Object.keys(WIDGETS));
    expect(Object.keys(WIDGET_COMPONENTS).sort()).toEqual([...WIDGET_NAMES].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it.each(Object.values(SAMPLES).flat())("%s parses back from its own text and computes under its own name", (source) => {
    const parsed = parseDirective(source);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parseDirective(formatDirective(parsed.spec))).toEqual(parsed);
    const data = computeWidget(parsed.spec);
    expect(data.widget).toBe(parsed.spec.widget);
    expect(data.data).toBeTruthy();
  });

  it("refuses an unknown widget, listing every name", () => {
    const result = parseDirective("pn-cube game=nim");
    expect(result.ok).toBe(false);
    if (!result.ok) for (const name of WIDGET_NAMES) expect(result.error).toContain(name);
  });
});
