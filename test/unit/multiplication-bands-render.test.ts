// The multiplication-bands widget rendered on the editorial page, in both languages: one row per
// band with its outcome, the edge ceil(n/d) of each, and the winner from p = 1 in the summary.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const editorial = (markdown: string, locale: Locale = "en") =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: MESSAGES[locale],
      timeZone: "UTC",
      children: createElement(EditorialBody, { problem: "poj-2505-a-multiplication-game", markdown }),
    }),
  );

const outcomes = (html: string) => [...html.matchAll(/data-testid="multiplication-band" data-outcome="([PN])"/g)].map((m) => m[1]);

describe("multiplication-bands on the editorial page", () => {
  it("n = 163: four bands N, P, N, P with their edges, and Ollie wins", () => {
    const html = editorial("```widget\nmultiplication-bands n=163\n```");
    expect(outcomes(html)).toEqual(["N", "P", "N", "P"]);
    for (const d of [9, 18, 162, 324]) expect(html).toContain(`⌈163/${d}⌉`);
    expect(html).toContain("19 … 162");
    expect(html).toContain("From p = 1 the first player, Stan, is to move: Ollie wins.");
    expect(html).toMatch(/All \d+ reachable products have their band/);
  });

  it("words the table and the verdict in Chinese", () => {
    const html = editorial("```widget\nmultiplication-bands n=162\n```", "zh");
    expect(outcomes(html)).toEqual(["N", "P", "N"]);
    expect(html).toContain("必败（P 态）");
    expect(html).toContain("p = 1 时轮到先手 Stan：Stan 获胜。");
  });

  it("shows a target out of range as the widget's error", () => {
    expect(editorial("```widget\nmultiplication-bands n=1\n```")).toContain("n=1: expected 2 to 999999999");
  });
});
