// The Hackenbush picture widget (POJ 3710): its value is the search over the real rules, equal to
// the fusion principle's prediction; its winning cuts are exactly the cuts to value 0; its layout
// puts every vertex at its distance from the ground; bad directives are refused by name; the page
// draws it as an SVG whose title says the same in words, in the reader's language.
import fc from "fast-check";
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { greenHackenbush, grundy, hackenbushGame, hackenbushStart, type Memo } from "../../lib/game";
import { parseDirective } from "../../lib/learn/widgets";
import { hackenbushPicture } from "../../lib/learn/widgets/hackenbush-picture";
import type { Locale } from "../../lib/i18n/locales";
import { MESSAGES } from "../../lib/i18n/messages";

type Edge = readonly [number, number];

/** A connected multigraph on vertices 0..n-1 (root 0), at most 10 edges: a random tree and extra edges, loops allowed. */
const graphArb = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 10 - (n - 1) }),
    )
    .map(([parents, extra]): Edge[] => [...parents.map((p, i): Edge => [p % (i + 1), i + 1]), ...extra]),
);

describe("hackenbushPicture", () => {
  it("values 200 random grounded multigraphs by search, and the fusion principle agrees", () => {
    fc.assert(
      fc.property(graphArb, (edges) => {
        const picture = hackenbushPicture(edges, 0);
        const graph = { edges, root: 0 };
        expect(picture.grundy).toBe(grundy(hackenbushGame(graph), hackenbushStart(graph)));
        expect(picture.predicted).toBe(greenHackenbush(graph));
        expect(picture.predicted).toBe(picture.grundy);
      }),
      { numRuns: 200, seed: 3710 },
    );
  });

  it("marks as winning exactly the cuts that leave value 0 (none when the picture is worth 0)", () => {
    fc.assert(
      fc.property(graphArb, (edges) => {
        const picture = hackenbushPicture(edges, 0);
        const graph = { edges, root: 0 };
        const game = hackenbushGame(graph);
        const options = [...game.moves(hackenbushStart(graph))];
        const memo: Memo<number> = new Map();
        expect(picture.edges.map((e) => e.winning)).toEqual(options.map((o) => grundy(game, o, memo) === 0));
        expect(picture.edges.some((e) => e.winning)).toBe(picture.grundy !== 0);
      }),
      { numRuns: 100, seed: 1228 },
    );
  });

  it("the sample's second tree: worth 2, the winning cut is the edge 1-2 (leaving 0)", () => {
    const picture = hackenbushPicture([[1, 2], [2, 3], [2, 4], [3, 4]], 1);
    expect([picture.grundy, picture.predicted]).toEqual([2, 2]);
    expect(picture.edges.map((e) => e.winning)).toEqual([true, false, false, false]);
  });

  it("odd cycles are worth 1, even ones 0; three parallel edges 1", () => {
    const cycle = (n: number): Edge[] => Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as const);
    for (let n = 2; n <= 9; n++) expect(hackenbushPicture(cycle(n), 0).grundy, `cycle of ${n}`).toBe(n % 2);
    const triple = hackenbushPicture([[1, 2], [1, 2], [2, 1]], 1);
    expect(triple.grundy).toBe(1);
    expect(triple.edges.map((e) => [e.parallelIndex, e.parallelCount])).toEqual([[0, 3], [1, 3], [2, 3]]);
  });

  it("lays vertices out by their distance from the ground, each level spread inside (0, 1)", () => {
    const picture = hackenbushPicture([[1, 2], [2, 3], [2, 4], [1, 5], [4, 6]], 1);
    expect(picture.levels).toBe(3);
    const level = Object.fromEntries(picture.vertices.map((v) => [v.id, v.level]));
    expect(level).toEqual({ 1: 0, 2: 1, 5: 1, 3: 2, 4: 2, 6: 3 });
    const xs = picture.vertices.filter((v) => v.level === 2).map((v) => v.x);
    expect(new Set(xs).size).toBe(2);
    for (const v of picture.vertices) expect(v.x > 0 && v.x < 1).toBe(true);
  });
});

describe("hackenbush directive", () => {
  const refused = (source: string) => {
    const result = parseDirective(source);
    if (result.ok) throw new Error(`accepted: ${source}`);
    return result;
  };

  it("reads edges and the root (1 by default) and writes them back", () => {
    const result = parseDirective("hackenbush edges=1,2;2,3;3,1");
    expect(result.ok && result.spec).toEqual({ widget: "hackenbush", edges: [[1, 2], [2, 3], [3, 1]], root: 1 });
  });

  it("refuses an edge with one or three ends, more than 12 edges, and a part off the ground", () => {
    expect(refused("hackenbush edges=1,2;3").text?.code).toBe("widgetEdgeEnds");
    expect(refused("hackenbush edges=1,2,3").text?.code).toBe("widgetListLength");
    const thirteen = Array.from({ length: 13 }, (_, i) => `1,${i + 2}`).join(";");
    expect(refused(`hackenbush edges=${thirteen}`).text).toEqual({ code: "widgetTooManyEdges", params: { max: 12 } });
    expect(refused("hackenbush edges=1,2;3,4").text).toEqual({ code: "widgetNotGrounded", params: { vertex: 3, root: 1 } });
    expect(refused("hackenbush edges=1,2 root=5").text?.code).toBe("widgetNotGrounded");
  });
});

describe("the hackenbush widget on the editorial page", () => {
  const render = (markdown: string, locale: Locale = "en") =>
    renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale,
        timeZone: "UTC",
        messages: MESSAGES[locale],
        children: createElement(EditorialBody, { problem: "poj-3710-christmas-game", markdown }),
      }),
    );

  it("draws an SVG named by its text alternative: the edges, the value by search and by fusion, the winning cut", () => {
    const html = render("```widget\nhackenbush edges=1,2;2,3;2,4;3,4 root=1\n```");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"[^>]*data-grundy="2" data-predicted="2"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(`<title id="${id}">Edges from the ground vertex 1: 1–2, 2–3, 2–4, 3–4. Grundy value by searching every cut: 2.`);
    expect([...html.matchAll(/data-testid="hackenbush-edge" data-winning="(true|false)"/g)].map((m) => m[1])).toEqual(["true", "false", "false", "false"]);
    expect(html).toContain("Winning cuts (they leave value 0): 1–2.");
  });

  it("gives two pictures on one page different title ids", () => {
    const html = render("```widget\nhackenbush edges=1,2;2,3;3,1\n```\n\n```widget\nhackenbush edges=1,2;1,2;1,2\n```");
    const ids = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("words the picture in Chinese for a Chinese reader", () => {
    const html = render("```widget\nhackenbush edges=1,2;2,3;3,4;4,1\n```", "zh");
    expect(html).toContain("一幅 4 条边的绿色 Hackenbush 图，地面在顶点 1");
    expect(html).toContain("搜索所有砍法得到的 SG 值：0。");
    expect(html).toContain("没有必胜的砍法：轮到行动的一方必败。");
  });
});
