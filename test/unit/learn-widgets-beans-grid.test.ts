// The editorial page's rendering of the Beans Game's grid slice (the third pile fixed), on the
// server, in both languages: the caption names the third pile, the cells are the rules' outcomes
// and the listed P-positions are triples.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { beansGame, outcome, type Memo, type Outcome } from "../../lib/game";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const render = (markdown: string, locale: Locale = "en") =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "UTC",
      messages: MESSAGES[locale],
      children: createElement(EditorialBody, { problem: "zoj-3057-beans-game", markdown }),
    }),
  );

describe("pn-grid game=beans", () => {
  it("draws the slice c = 3 from the rules and lists its P-positions as triples", () => {
    const html = render("```widget\npn-grid game=beans rows=10 cols=10 third=3\n```");
    const cells = [...html.matchAll(/data-a="(\d+)" data-b="(\d+)" data-outcome="([PN])"/g)];
    expect(cells).toHaveLength(100);
    const memo: Memo<Outcome> = new Map();
    for (const [, a, b, o] of cells) expect(o, `(${a}, ${b}, 3)`).toBe(outcome(beansGame, [Number(a), Number(b), 3], memo));
    expect(html).toContain("with the third pile c = 3");
    // The editorial's table's P-positions holding a 3: (0, 3, 5), (1, 3, 4), (2, 3, 6), (3, 3, 3), (3, 7, 9).
    expect(html).toContain("P-positions with a ≤ b: (0, 5, 3), (1, 4, 3), (2, 6, 3), (3, 3, 3), (7, 9, 3)");
  });

  it("speaks Chinese to a Chinese reader", () => {
    const html = render("```widget\npn-grid game=beans rows=6 cols=6 third=0\n```", "zh");
    expect(html).toContain("第三堆固定为 c = 0");
    expect(html).toContain("a ≤ b 的 P 态：(0, 0, 0), (1, 2, 0), (3, 5, 0)");
  });
});
