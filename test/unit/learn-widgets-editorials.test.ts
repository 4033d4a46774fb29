// The editorials' widgets end to end without a browser: the package check refuses bad
// directives, every problem's editorial.md passes it with at least one widget, and the page
// shows a bad directive as an error box naming the problem and the directive.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { splitEditorial } from "../../lib/markdown/editorial-segments";
import { editorialWidgetProblems } from "../../lib/problem-package/editorial-widgets";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const PROBLEMS = path.resolve(import.meta.dirname, "..", "..", "problems");
const slugs = readdirSync(PROBLEMS).filter((d) => !d.startsWith("."));

describe("editorialWidgetProblems (the package check)", () => {
  it("names the line, the directive and the reason of each bad widget; good ones pass", () => {
    const md = [
      "Text.",
      "```widget",
      "pn-grid game=nim rows=4 cols=4",
      "```",
      "```widget",
      "pn-strip game=bash m=0",
      "```",
      "```widget",
      "nim-sum-table game=new-stone positions=6,6,6,6",
      "```",
    ].join("\n");
    expect(editorialWidgetProblems(md)).toEqual([
      { line: 5, directive: "pn-strip game=bash m=0", message: "m=0: expected 1 to 100" },
      { line: 8, directive: "nim-sum-table game=new-stone positions=6,6,6,6", message: expect.stringMatching(/too large to search/) },
    ]);
  });

  it.each(slugs)("%s: editorial.md has at least one widget and every widget parses and computes", (slug) => {
    const md = readFileSync(path.join(PROBLEMS, slug, "editorial.md"), "utf8");
    expect(splitEditorial(md).filter((s) => s.kind === "widget").length).toBeGreaterThan(0);
    expect(editorialWidgetProblems(md)).toEqual([]);
  });
});

describe("EditorialBody", () => {
  // The widgets word their captions in the reader's language, from the provider the layout gives.
  const render = (markdown: string, locale: Locale = "en") =>
    renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale,
        timeZone: "UTC",
        messages: MESSAGES[locale],
        children: createElement(EditorialBody, { problem: "poj-2234-matches-game", markdown }),
      }),
    );

  it("renders text with KaTeX and each widget complete on the server", () => {
    const html = render("Piles $a \\oplus b$.\n\n```widget\npn-strip game=powers-of-two from=0 to=9\n```\n\nAfter.");
    expect(html).toContain('class="katex"');
    const pCells = [...html.matchAll(/data-testid="pn-strip-cell" data-n="(\d+)" data-outcome="P"/g)].map((m) => Number(m[1]));
    expect(pCells).toEqual([0, 3, 6, 9]);
    expect(html.indexOf("Piles")).toBeLessThan(html.indexOf("pn-strip-cell"));
    expect(html.indexOf("pn-strip-cell")).toBeLessThan(html.indexOf("After."));
    expect(html).toContain("P-positions: 0, 3, 6, 9");
  });

  it("words a widget in Chinese for a Chinese reader", () => {
    const html = render("```widget\npn-strip game=bash m=2 from=0 to=6\n```", "zh");
    expect(html).toContain("单堆游戏的 P 态与 N 态，每次取 1 到 2 个：n = 0..6");
    expect(html).toContain("P 态：0, 3, 6");
    expect(html).toContain("n = 3：P 态（轮到走的一方必败）");
  });

  it("a bad directive is an error box naming the problem, the line and the directive; the rest still renders", () => {
    const html = render("Before.\n\n```widget\npn-grid game=chess rows=3\n```\n\nAfter.");
    expect(html).toContain('data-testid="widget-error"');
    expect(html).toContain("poj-2234-matches-game");
    expect(html).toContain("line 3");
    expect(html).toContain("pn-grid game=chess rows=3");
    expect(html).toContain("expected one of wythoff, nim, kiki");
    expect(html).toContain("After.");
  });

  it("a directive too large to compute is an error box too, not a crash", () => {
    const html = render("```widget\nnim-sum-table game=nim positions=63,63,63,63,63,63\n```");
    expect(html).toContain('data-testid="widget-error"');
    expect(html).toMatch(/too large to search/);
  });
});
