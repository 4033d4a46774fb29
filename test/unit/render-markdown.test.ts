import { Marked } from "marked";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorialBody } from "../../app/problems/[slug]/editorial/editorial-body";
import { renderMarkdown } from "../../lib/markdown/render-markdown";
import { safeUrl } from "../../lib/markdown/safe-url";
import { executableConstructs } from "../helpers/executable-html";

describe("renderMarkdown", () => {
  it("renders inline and display math with KaTeX", () => {
    const html = renderMarkdown("Piles $a_1 \\oplus a_2$ here.\n\n$$\\bigoplus_i a_i \\neq 0$$\n");
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="math-display"');
    expect(html).not.toContain("$");
  });

  it("keeps punctuation after inline math on the same line", () => {
    expect(renderMarkdown("an integer $M$, the count")).toContain('<span class="math-nowrap">');
    // A Chinese sentence's full-width comma stays with its math too.
    expect(renderMarkdown("整数 $M$，表示堆数")).toMatch(/<span class="math-nowrap">.*，<\/span>表示堆数/);
  });

  it("escapes raw HTML", () => {
    const html = renderMarkdown("<script>alert(1)</script>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("leaves an escaped dollar alone", () => {
    expect(renderMarkdown("costs \\$5")).toContain("$5");
  });
});

// Markdown an instructor could write to run script in a student's browser. Each must come out
// with nothing executable: no script-like element, no on*= attribute, no URL attribute with a
// scheme other than http, https or mailto (checked on the HTML as a browser parses it).
const HOSTILE: [string, string][] = [
  ["a script block", "<script>window.__pwned = 1</script>"],
  ["a script inline", "Text <script>window.__pwned = 1</script> more."],
  ["an uppercase script", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>"],
  ["an img with onerror", "<img src=x onerror=alert(1)>"],
  ["an img with onerror inline", "Look: <img src=x onerror=\"alert(1)\"> here"],
  ["an svg with onload", "<svg onload=alert(1)>"],
  ["an svg with a script", "<svg><script>alert(1)</script></svg>"],
  ["an iframe", '<iframe src="javascript:alert(1)"></iframe>'],
  ["an iframe with srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["an object", '<object data="javascript:alert(1)"></object>'],
  ["an a tag with a javascript: href", '<a href="javascript:alert(1)">x</a>'],
  ["a div with an event handler", '<div onmouseover="alert(1)">hover</div>'],
  ["a details with ontoggle", "<details open ontoggle=alert(1)>"],
  ["a base tag", '<base href="javascript:alert(1)//">'],
  ["a style tag", "<style>body{background:url(javascript:alert(1))}</style>"],
  ["a form", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["an HTML comment hiding a tag", "<!-- --><script>alert(1)</script><!-- -->"],
  ["a javascript: link", "[x](javascript:alert(1))"],
  ["a javascript: link with a title", '[x](javascript:alert(1) "title")'],
  ["a javascript: link in angle brackets", "[x](<javascript:alert(1)>)"],
  ["a mixed-case scheme", "[x](JaVaScRiPt:alert(1))"],
  ["a scheme with a tab entity", "[x](jav&#x09;ascript:alert(1))"],
  ["a scheme with a decimal tab entity", "[x](jav&#9;ascript:alert(1))"],
  ["a scheme with a newline entity", "[x](java&NewLine;script:alert(1))"],
  ["a colon as a named entity", "[x](javascript&colon;alert(1))"],
  ["a scheme written in entities", "[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))"],
  ["a scheme after an encoded space", "[x](&#32;javascript:alert(1))"],
  ["a scheme after a control character entity", "[x](&#1;javascript:alert(1))"],
  ["a vbscript: link", "[x](vbscript:msgbox(1))"],
  ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a javascript: image", "![x](javascript:alert(1))"],
  ["a data: image", "![x](data:image/svg+xml,<svg onload=alert(1)>)"],
  ["an image whose alt text closes the attribute", '![a" onerror="alert(1)](x.png)'],
  ["an image whose alt text closes the attribute with entities", "![a &quot; onerror=&quot;alert(1)](x.png)"],
  ["an image whose alt text holds a tag", "![a<img src=x onerror=alert(1)>](x.png)"],
  ["an image with a hostile title", '![a](x.png "t\\" onerror=\\"alert(1)")'],
  ["a link whose title closes the attribute", '[x](https://example.com "a&quot; onmouseover=&quot;alert(1)")'],
  ["an autolink to javascript:", "<javascript:alert(1)>"],
  ["an autolink to vbscript:", "<VBSCRIPT:msgbox(1)>"],
  ["a reference-style link", "[x][evil]\n\n[evil]: javascript:alert(1)"],
  ["a reference-style image", "![x][evil]\n\n[evil]: javascript:alert(1)"],
  ["a collapsed reference", "[evil][]\n\n[evil]: jav&#x09;ascript:alert(1)"],
  ["a shortcut reference", "[evil]\n\n[evil]: <javascript:alert(1)> \"t\""],
  ["HTML inside a link's text", "[<img src=x onerror=alert(1)>](https://example.com)"],
  ["a link inside a link's text", "[[x](javascript:alert(1))](https://example.com)"],
  ["HTML inside a list", "- item <img src=x onerror=alert(1)>\n- [y](javascript:alert(1))"],
  ["HTML in a nested list", "1. a\n   - <svg onload=alert(1)>\n   - ![z](javascript:alert(1))"],
  ["HTML inside a table", "| a | b |\n|---|---|\n| <svg onload=alert(1)> | [y](javascript:alert(1)) |"],
  ["HTML inside a blockquote", "> <script>alert(1)</script>\n> [q](javascript:alert(1))"],
  ["HTML inside emphasis", "**<img src=x onerror=alert(1)>** _<script>alert(1)</script>_"],
  ["HTML in a heading", "# <img src=x onerror=alert(1)>"],
  ["a code block language that closes the attribute", '```"><script>alert(1)</script>\ncode\n```'],
  ["HTML in inline code", "`<script>alert(1)</script>`"],
  ["HTML right after math", "$x$<script>alert(1)</script>"],
  ["HTML in the punctuation kept with math", "$x$.<img src=x onerror=alert(1)>"],
  ["KaTeX \\href to javascript:", "$\\href{javascript:alert(1)}{x}$"],
  ["KaTeX \\href in display math", "$$\\href{javascript:alert(1)}{click}$$"],
  ["KaTeX \\url", "$\\url{javascript:alert(1)}$"],
  ["KaTeX \\htmlClass", "$\\htmlClass{x\" onmouseover=\"alert(1)}{y}$"],
  ["KaTeX \\htmlId", "$\\htmlId{x}{y}$"],
  ["KaTeX \\htmlStyle", "$\\htmlStyle{background:url(javascript:alert(1))}{y}$"],
  ["KaTeX \\htmlData", "$\\htmlData{onclick=alert(1)}{y}$"],
  ["KaTeX \\includegraphics", "$\\includegraphics{javascript:alert(1)}$"],
  ["KaTeX text with a tag", "$\\text{<script>alert(1)</script>}$"],
];

describe("renderMarkdown with hostile input", () => {
  it.each(HOSTILE)("%s: nothing executable", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(executableConstructs(html)).toEqual([]);
    expect(html).not.toMatch(/<script/i);
    // No event handler among a tag's attribute names (quoted values, where `onerror=` may sit
    // as harmless text, are blanked first).
    const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"|'[^']*'/g, '""'));
    expect(tags.filter((tag) => /\son\w+\s*=/i.test(tag))).toEqual([]);
    expect(html).not.toMatch(/(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
  });

  it("the check finds these constructs in marked's output without the safe renderer", () => {
    // Without this, a check that could never fail would pass every row above.
    const plain = new Marked({ gfm: true });
    const caught = HOSTILE.filter(([, md]) => executableConstructs(plain.parse(md, { async: false })).length > 0);
    expect(caught.length).toBeGreaterThan(HOSTILE.length / 2);
    for (const name of ["a script block", "an img with onerror", "a javascript: link", "an image whose alt text closes the attribute", "an autolink to javascript:", "a reference-style link"]) {
      expect(caught.map(([n]) => n)).toContain(name);
    }
  });

  it("a dropped link keeps its text, a dropped image its alt text", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe("<p>click me</p>\n");
    expect(renderMarkdown("![the board](javascript:alert(1))")).toBe("<p>the board</p>\n");
  });

  it("raw HTML is shown as the text the author wrote", () => {
    expect(renderMarkdown('<img src=x onerror="alert(1)">')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(renderMarkdown("a <b>bold</b> claim")).toBe("<p>a &lt;b&gt;bold&lt;/b&gt; claim</p>\n");
  });

  it("an image's alt text stays inside its attribute", () => {
    expect(renderMarkdown('![a" onerror="alert(1)](x.png)')).toBe('<p><img src="x.png" alt="a&quot; onerror=&quot;alert(1)"></p>\n');
  });

  it("KaTeX \\href renders no link at all", () => {
    const html = renderMarkdown("$\\href{javascript:alert(1)}{x}$ and $\\href{https://example.com}{y}$");
    expect(html).not.toMatch(/<a\s/);
    expect(html).toContain('class="katex"');
  });
});

describe("links and images that stay", () => {
  it.each([
    ["[x](https://example.com/a?b=1&c=2)", '<a href="https://example.com/a?b=1&amp;c=2">x</a>'],
    ["[x](http://example.com)", '<a href="http://example.com">x</a>'],
    ["[x](HTTPS://EXAMPLE.COM)", '<a href="HTTPS://EXAMPLE.COM">x</a>'],
    ["[x](mailto:teacher@example.com)", '<a href="mailto:teacher@example.com">x</a>'],
    ["[x](/problems/nim)", '<a href="/problems/nim">x</a>'],
    ["[x](../editorial)", '<a href="../editorial">x</a>'],
    ["[x](#small-cases)", '<a href="#small-cases">x</a>'],
    ["[x](notes:v2.md)", null],
    ["[x](a/b:c)", '<a href="a/b:c">x</a>'],
    ["[x](<a b.md>)", '<a href="a%20b.md">x</a>'],
    ['[x](https://example.com "The title")', '<a href="https://example.com" title="The title">x</a>'],
    ["<https://example.com>", '<a href="https://example.com">https://example.com</a>'],
    ["![board](/img/board.png)", '<img src="/img/board.png" alt="board">'],
    ["![the *board*](https://example.com/b.png)", '<img src="https://example.com/b.png" alt="the board">'],
  ] as const)("%s", (markdown, expected) => {
    const html = renderMarkdown(markdown);
    if (expected === null) expect(html).not.toContain("<a ");
    else expect(html).toContain(expected);
  });
});

describe("safeUrl", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["  https://example.com  ", "https://example.com"],
    ["/a b", "/a%20b"],
    ["?x=1&amp;y=2", "?x=1&y=2"],
    ["https://example.com/%41", "https://example.com/%41"],
    ["javascript:alert(1)", null],
    ["\u0001javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["java&Tab;script:alert(1)", null],
    ["file:///etc/passwd", null],
    ["blob:https://example.com/x", null],
    ["\ud800", null],
  ])("%j -> %j", (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });
});

describe("editorials", () => {
  it("text segments, widget directives and code fences carry nothing executable", () => {
    const markdown = [
      "Intro <script>window.__pwned = 1</script> [x](javascript:alert(1))",
      "",
      "```widget",
      'pn-strip game="><script>alert(1)</script> to=9',
      "```",
      "",
      "```widget",
      "<img src=x onerror=alert(1)>",
      "```",
      "",
      "```\"><img src=x onerror=alert(1)>",
      "<svg onload=alert(1)>",
      "```",
      "",
      "Outro ![a\" onerror=\"alert(1)](x.png) $\\href{javascript:alert(1)}{x}$",
    ].join("\n");
    const html = renderToStaticMarkup(createElement(EditorialBody, { problem: "nim", markdown }));
    expect(html).toContain('data-testid="widget-error"'); // the directives are shown, as text
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(executableConstructs(html)).toEqual([]);
  });
});
