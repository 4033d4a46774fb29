// The editorial page's rendering of the Fibonacci strips (no period claimed) and of the
// winning-moves table, on the server, in both languages.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const render = (markdown: string, locale: Locale = "en") =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "UTC",
      messages: MESSAGES[locale],
      children: createElement(EditorialBody, { problem: "hdu-1848-fibonacci-again-and-again", markdown }),
    }),
  );

describe("grundy-strip and pn-strip for the Fibonacci subtraction game", () => {
  it("shows g(0..to) with the set's first elements, and says no period is claimed", () => {
    const html = render("```widget\ngrundy-strip game=fibonacci-subtraction to=40\n```");
    const cells = [...html.matchAll(/data-testid="grundy-cell" data-n="(\d+)" data-grundy="(\d+)" data-phase="none"/g)].map((m) => Number(m[2]));
    expect(cells).toHaveLength(41);
    expect(cells.slice(30, 37)).toEqual([0, 1, 2, 3, 4, 5, 0]);
    expect(html).toContain("S = {1, 2, 3, 5, 8, 13, 21, 34, …}");
    expect(html).toContain('data-period="none"');
    expect(html).toContain("S is infinite, so no period is claimed");
    expect(html).not.toContain("Pre-period");
    expect(render("```widget\ngrundy-strip game=fibonacci-subtraction to=40\n```", "zh")).toContain("S 是无限集，所以这里不声称有周期");
  });

  it("a finite set still shows its certified period", () => {
    expect(render("```widget\ngrundy-strip game=subtraction set=1,3,4\n```")).toContain("Pre-period 0, period 7");
  });

  it("pn-strip names the game in the reader's language", () => {
    const html = render("```widget\npn-strip game=fibonacci-subtraction from=0 to=14\n```");
    expect(html).toContain("take a Fibonacci number (1, 2, 3, 5, 8, ...)");
    const pCells = [...html.matchAll(/data-testid="pn-strip-cell" data-n="(\d+)" data-outcome="P"/g)].map((m) => Number(m[1]));
    expect(pCells).toEqual([0, 4, 10, 14]);
    expect(render("```widget\npn-strip game=fibonacci-subtraction from=0 to=14\n```", "zh")).toContain("每次取斐波那契数个");
  });
});

describe("winning-moves", () => {
  it("lists each pile's k xor X and its winning move, with the count per position", () => {
    const html = render("```widget\nwinning-moves game=nim positions=3,3,1;4,4,1;2,2\n```");
    expect([...html.matchAll(/data-testid="winning-moves-row" data-count="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([3, 1, 0]);
    expect([...html.matchAll(/data-testid="winning-moves-pile" data-wins="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([1, 1, 1, 0, 0, 1, 0, 0]);
    expect(html).toContain("take 1, leaving 2");
    expect(html).toContain("no winning move");
    expect(html).toContain("In every row, a pile has a winning move exactly when k ⊕ X &lt; k");
    const zh = render("```widget\nwinning-moves game=nim positions=3,3,1\n```", "zh");
    expect(zh).toContain("取走 1 个，剩下 2 个");
    expect(zh).toContain("必胜走法数");
  });
});
