// What one view of an editorial costs the server (issue 30, item 10): an editorial holds at most
// MAX_EDITORIAL_WIDGETS widget blocks (the package check refuses more, naming the limit; a stored
// editorial with more shows the rest as error boxes, never computed), and the page computes each
// widget once per view: the server's render and the hydrated widget use that one result.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import { WIDGETS } from "../../lib/learn/widgets";
import { MAX_EDITORIAL_WIDGETS, splitEditorial } from "../../lib/markdown/editorial-segments";
import { editorialWidgetProblems, formatEditorialWidgetProblems } from "../../lib/problem-package/editorial-widgets";

const PROBLEMS = path.resolve(import.meta.dirname, "..", "..", "problems");

/** An editorial of `count` widget blocks, each a small strip with its own range (fences on lines 3, 9, 15...). */
function editorialWith(count: number): string {
  return Array.from({ length: count }, (_, i) => `Step ${i}.\n\n\`\`\`widget\npn-strip game=bash m=2 from=0 to=${i + 3}\n\`\`\`\n`).join("\n");
}

const render = (markdown: string) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      timeZone: "UTC",
      messages: MESSAGES.en,
      children: createElement(EditorialBody, { problem: "poj-2234-matches-game", markdown }),
    }),
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the widget blocks of one editorial", () => {
  it("the limit is above what every bundled editorial uses", () => {
    const most = Math.max(
      ...readdirSync(PROBLEMS)
        .flatMap((slug) => ["editorial.md", "editorial.zh.md"].map((file) => path.join(PROBLEMS, slug, file)))
        .filter((file) => existsSync(file))
        .map((file) => splitEditorial(readFileSync(file, "utf8")).filter((s) => s.kind === "widget").length),
    );
    expect(most).toBeGreaterThan(0);
    expect(MAX_EDITORIAL_WIDGETS).toBeGreaterThanOrEqual(2 * most);
  });

  it(`the package check takes ${MAX_EDITORIAL_WIDGETS} blocks and refuses ${MAX_EDITORIAL_WIDGETS + 1}, naming the limit, computing none`, () => {
    expect(editorialWidgetProblems(editorialWith(MAX_EDITORIAL_WIDGETS))).toEqual([]);
    const compute = vi.spyOn(WIDGETS["pn-strip"], "compute");
    const problems = editorialWidgetProblems(editorialWith(MAX_EDITORIAL_WIDGETS + 1));
    expect(compute).not.toHaveBeenCalled();
    expect(problems).toHaveLength(1);
    const line = 3 + 6 * MAX_EDITORIAL_WIDGETS; // the opening fence of the first block past the limit
    expect(formatEditorialWidgetProblems(problems)).toBe(
      `line ${line}: widget "pn-strip game=bash m=2 from=0 to=${MAX_EDITORIAL_WIDGETS + 3}": ` +
        `the editorial has ${MAX_EDITORIAL_WIDGETS + 1} widget blocks; at most ${MAX_EDITORIAL_WIDGETS} are allowed`,
    );
  });

  it("a stored editorial with more shows the blocks past the limit as error boxes, never computed", () => {
    const compute = vi.spyOn(WIDGETS["pn-strip"], "compute");
    const html = render(editorialWith(MAX_EDITORIAL_WIDGETS + 3));
    expect(compute).toHaveBeenCalledTimes(MAX_EDITORIAL_WIDGETS);
    expect(html.match(/data-testid="widget-error"/g)).toHaveLength(3);
    expect(html).toContain(`at most ${MAX_EDITORIAL_WIDGETS} are allowed`);
  });
});

describe("one view of an editorial", () => {
  it("computes each widget once, and shows what it computed", () => {
    const compute = vi.spyOn(WIDGETS["pn-strip"], "compute");
    const html = render(editorialWith(3));
    expect(compute).toHaveBeenCalledTimes(3);
    expect(html.match(/data-testid="pn-strip-cell"/g)).toHaveLength(4 + 5 + 6); // n = 0..3, 0..4, 0..5
    expect(html).toContain("P-positions: 0, 3");
  });
});
