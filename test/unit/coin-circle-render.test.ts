// The coin-circle widget rendered on the editorial page, in both languages: a row per first
// move with the circle's searched outcome, the mirror reply drawn on the row, and the summary.
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
      children: createElement(EditorialBody, { problem: "poj-2484-a-funny-game", markdown }),
    }),
  );

const directive = "```widget\ncoin-circle from=1 to=5\n```";

describe("coin-circle on the editorial page", () => {
  it("gives each circle one row per first move, with its outcome by search", () => {
    const html = editorial(directive);
    const rows = [...html.matchAll(/data-testid="coin-circle-row" data-n="(\d+)" data-outcome="([PN])"/g)].map((m) => `${m[1]}${m[2]}`);
    expect(rows).toEqual(["1N", "2N", "2N", "3P", "3P", "4P", "4P", "5P", "5P"]);
  });

  it("draws the reply on the row and words the moves", () => {
    const html = editorial(directive);
    // n = 5, Alice takes one coin: a row of 4, Bob takes its middle two.
    expect(html).toContain("takes one coin: a row of 4 left");
    expect(html).toContain("●○○●");
    expect(html).toContain("●○●");
    expect(html).toContain("takes the middle two coins: two rows of 1");
    expect(html).toContain("takes both coins: Alice has won");
    expect(html).toContain("In every row the search agrees with");
  });

  it("draws the circle for each reply, the reply's coins across from the first move's", () => {
    const html = editorial("```widget\ncoin-circle from=4 to=4\n```");
    const pictures = html.split('data-testid="coin-circle-picture"').slice(1);
    expect(pictures).toHaveLength(2);
    // Each picture's coins in order, by class: four coins, coin 0 (and 1) taken first, the reply opposite.
    const kinds = pictures.map((p) => [...p.split("</svg>")[0]!.matchAll(/class="([^"]+)"[^>]*data-coin="(\d)"/g)].map((m) => m[1]!.replace(/^_?(coin[A-Za-z]+).*$/, "$1")));
    expect(kinds[0]).toEqual(["coinFirst", "coinLeft", "coinReply", "coinLeft"]);
    expect(kinds[1]).toEqual(["coinFirst", "coinFirst", "coinReply", "coinReply"]);
  });

  it("words the same table in Chinese", () => {
    const html = editorial(directive, "zh");
    expect(html).toContain("拿走两枚相邻的硬币：剩下一排 3 枚");
    expect(html).toContain("拿走正中间的两枚：剩下两排，各 1 枚");
    expect(html).toContain("P 态：轮到 Alice，她必败");
  });
});
