// The pn-strip widget for Fibonacci Nim (HOJ 1367): each start's outcome and smallest winning
// first take against a search of lib/game's fibonacciNimGame, the directive's limits, and the
// editorial page's rendering in both languages.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";
import { fibonacciNimGame, fibonacciNimStart, isFibonacci, outcome, zeckendorf, type Memo, type Outcome } from "../../lib/game";
import { formatDirective, parseDirective } from "../../lib/learn/widgets/directive";
import { LIMITS } from "../../lib/learn/widgets/limits";
import { pnStrip } from "../../lib/learn/widgets/pn-strip";

describe("pn-strip game=fibonacci-nim", () => {
  const cells = pnStrip({ game: "fibonacci-nim" }, 1, 90);

  it("marks each start (n, cap n - 1) as the search of the rules does, P exactly at the Fibonacci numbers", () => {
    const memo: Memo<Outcome> = new Map();
    expect(cells.map((c) => c.n)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    for (const { n, outcome: o } of cells) {
      expect(o, `n = ${n}`).toBe(outcome(fibonacciNimGame, fibonacciNimStart(n), memo));
      expect(o === "P", `n = ${n}`).toBe(isFibonacci(n));
    }
  });

  it("gives under each N the smallest take that leaves a P-position (it is the smallest Zeckendorf summand)", () => {
    const memo: Memo<Outcome> = new Map();
    for (const { n, outcome: o, take } of cells) {
      if (o === "P") {
        expect(take).toBeUndefined();
        continue;
      }
      const winning = [...fibonacciNimGame.moves(fibonacciNimStart(n))].filter((p) => outcome(fibonacciNimGame, p, memo) === "P").map((p) => n - p.stones);
      expect(take, `n = ${n}`).toBe(Math.min(...winning));
      expect(take).toBe(zeckendorf(n).at(-1));
    }
  });

  it("other games' cells carry no take", () => {
    expect(pnStrip({ game: "bash", m: 3 }, 0, 10).every((c) => c.take === undefined)).toBe(true);
  });

  it("reads its directive, writes it back, and refuses a strip beyond its search limit", () => {
    const parsed = parseDirective("pn-strip game=fibonacci-nim from=2 to=60");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(formatDirective(parsed.spec)).toBe("pn-strip game=fibonacci-nim from=2 to=60");
    const tooFar = parseDirective(`pn-strip game=fibonacci-nim from=2 to=${LIMITS.fibonacciNimMaxN + 1}`);
    expect(tooFar.ok).toBe(false);
    expect(parseDirective(`pn-strip game=bash m=3 from=0 to=${LIMITS.fibonacciNimMaxN + 1}`).ok).toBe(true);
  });
});

const render = (markdown: string, locale: Locale = "en") =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      timeZone: "UTC",
      messages: MESSAGES[locale],
      children: createElement(EditorialBody, { problem: "hoj-1367-a-stone-game", markdown }),
    }),
  );

describe("the pn-strip of Fibonacci Nim on the editorial page", () => {
  const directive = "```widget\npn-strip game=fibonacci-nim from=2 to=13\n```";

  it("marks the Fibonacci starts P and shows the winning take under each N, with the rule in words", () => {
    const html = render(directive);
    const cells = [...html.matchAll(/data-testid="pn-strip-cell" data-n="(\d+)" data-outcome="([PN])"(?: data-take="(\d+)")?/g)];
    expect(cells.map((m) => Number(m[1]))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(cells.filter((m) => m[2] === "P").map((m) => Number(m[1]))).toEqual([2, 3, 5, 8, 13]);
    expect(cells.filter((m) => m[2] === "N").map((m) => [Number(m[1]), Number(m[3])])).toEqual([[4, 1], [6, 1], [7, 2], [9, 1], [10, 2], [11, 3], [12, 1]]);
    expect(html).toContain("Fibonacci Nim (first take 1 to n − 1, then at most twice the last take)");
    expect(html).toContain("n = 11: N (the first player wins by taking 3)");
    expect(html).toContain("the smallest winning first take");
  });

  it("speaks Chinese to a Chinese reader", () => {
    const html = render(directive, "zh");
    expect(html).toContain("斐波那契博弈");
    expect(html).toContain("n = 11：N 态（先手取 3 个即可获胜）");
  });
});
