// The two widgets that test a rule against the search on small positions, rendered through their
// shared table (app/widgets/rule-check-table.tsx) in both languages: Stone Game II's parity rule
// (exact under our rules, wrong under the literal reading) and Moore's rule for Nim_k.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const editorial = (problem: string, line: string, locale: Locale = "en") =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: MESSAGES[locale],
      timeZone: "UTC",
      children: createElement(EditorialBody, { problem, markdown: "```widget\n" + line + "\n```" }),
    }),
  );

const rows = (html: string, name: string) => [...html.matchAll(new RegExp(`<tr class="([^"]*)" data-testid="${name}-row"|<tr data-testid="${name}-row" data-outcome="([PN])"`, "g"))];
const summary = (html: string, name: string) => html.match(new RegExp(`data-testid="${name}-summary">([^<]*)<`))?.[1];

describe("split-table", () => {
  it("under our rules: every position of one pile up to 7, the parity sum, and no row marked", () => {
    const html = editorial("hdu-4388-stone-game-ii", "split-table count=1 max=7");
    expect(rows(html, "split")).toHaveLength(7);
    // (7) = 111 in binary: Σ (popcount − 1) = 2, even, so P.
    expect(html).toMatch(/<td>\(7\)<\/td><td class="[^"]*">111<\/td><td class="[^"]*">2<\/td><td class="[^"]*">P<\/td>/);
    expect(html).not.toContain("≠ parity rule");
    expect(summary(html, "split")).toBe("7 of 7 positions shown. In every row, N exactly when the sum is odd.");
  });

  it("under the literal rules marks (14), where a magic may empty a pile, and counts it; in Chinese without a space between sentences", () => {
    const html = editorial("hdu-4388-stone-game-ii", "split-table count=1 max=14 rules=literal");
    expect(html).toMatch(/<tr class="[^"]+" data-testid="split-row" data-outcome="N"><td>\(14\)<\/td>/);
    expect(html).toContain("N ≠ parity rule");
    expect(summary(html, "split")).toBe("14 of 14 positions shown. In 1 row (marked) the rule “N exactly when the sum is odd” is wrong.");
    const zh = editorial("hdu-4388-stone-game-ii", "split-table count=1 max=14 rules=literal", "zh");
    expect(summary(zh, "split")).toBe("共 14 个局面，列出 14 个。有 1 行（已标出）不满足“N 态当且仅当和为奇数”。");
  });
});

describe("moore-table", () => {
  it("shows the bit columns' counts and agrees with Moore's rule on every row", () => {
    const html = editorial("nimbus-moores-nim-k", "moore-table k=2 count=3 max=3 only=P");
    // The 20 positions of three piles of 0..3 (as multisets); under Nim_2 the P ones are (k, k, k).
    const shown = rows(html, "moore");
    expect(shown.map((m) => m[2])).toEqual(["P", "P", "P", "P"]);
    // (1, 2, 3): the columns hold 2 and 2 ones, not multiples of 3, so it is not P under Nim_2; (3, 3, 3) is.
    expect(html).toMatch(/<td>\(3, 3, 3\)<\/td><td class="[^"]*">11 11 11<\/td><td class="[^"]*">3 3<\/td>/);
    expect(html).not.toContain("<td>(1, 2, 3)</td>");
    expect(summary(html, "moore")).toBe("4 of 20 positions shown. In every row, P exactly when every column holds a multiple of 3 ones.");
  });
});
