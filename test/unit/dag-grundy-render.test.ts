// The dag-grundy widget and the graph board rendered on the server, in both languages: the
// picture's vertices carry their Grundy values, the table beside it (what a screen reader reads)
// has the same values, and the board's vertices are buttons naming their chessmen.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GraphBoard } from "../../app/problems/[slug]/play/graph-board";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { MESSAGES } from "../../lib/i18n/messages";
import type { Locale } from "../../lib/i18n/locales";

const withMessages = (locale: Locale, children: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: "UTC", children }));

const editorial = (markdown: string, locale: Locale = "en") =>
  withMessages(locale, createElement(EditorialBody, { problem: "poj-2425-a-chess-game", markdown }));

const values = (html: string, testid: string) => [...html.matchAll(new RegExp(`data-testid="${testid}" data-vertex="(\\d+)" data-grundy="(\\d+)"`, "g"))].map((m) => [Number(m[1]), Number(m[2])]);

describe("dag-grundy on the editorial page", () => {
  const directive = "```widget\ndag-grundy graph=5>0,5>3,0>2,3>2,3>1,1>4,2>4,6>5,6>1,6>3 tokens=1,2\n```";

  it("draws every vertex with its value and lists the same values in the table", () => {
    const html = editorial(directive);
    const expected = [0, 1, 1, 0, 0, 1, 2].map((g, v) => [v, g]);
    expect(values(html, "dag-vertex")).toEqual(expected);
    expect(values(html, "dag-grundy-cell")).toEqual(expected);
    expect(html).toContain('role="img"');
    expect(html.match(/<line /g)?.length).toBe(10);
    expect(html).toMatch(/data-testid="dag-xor" data-xor="0"/);
    expect(html).toContain("so the first player loses (LOSE)");
  });

  it("words the caption and the verdict in Chinese", () => {
    const html = editorial(directive, "zh");
    expect(html).toContain("有向无环图各顶点的 SG 值");
    expect(html).toContain("先手必败（LOSE）");
  });

  it("shows a cycle as the widget's error, naming a vertex on it", () => {
    const html = editorial("```widget\ndag-grundy graph=0>1,1>0\n```");
    expect(html).toMatch(/cycle through vertex [01]/);
  });
});

describe("GraphBoard", () => {
  const graph = [[], [0], [1, 0], [2]];
  const board = (locale: Locale, active: boolean) =>
    withMessages(locale, createElement(GraphBoard, { graph, chessmen: [2, 2, 3], isLegal: () => true, onMove: () => {}, active }));

  it("draws each vertex as a button with its chessmen, and an arrow per edge", () => {
    const html = board("en", true);
    expect([...html.matchAll(/data-testid="vertex-(\d)" data-chessmen="(\d)"/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual([
      [0, 0],
      [1, 0],
      [2, 2],
      [3, 1],
    ]);
    expect(html.match(/role="button"/g)?.length).toBe(4);
    expect(html).toContain('aria-label="Vertex 2, 2 chessmen"');
    expect(html.match(/<line /g)?.length).toBe(4);
    expect(html).toContain("Click a vertex with a chessman to move it.");
  });

  it("speaks Chinese, and lets nothing be clicked when the game is not the student's to play", () => {
    const html = board("zh", false);
    expect(html).toContain('aria-label="顶点 2，2 个棋子"');
    expect(html).not.toContain('aria-disabled="false"');
  });
});
