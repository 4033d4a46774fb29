import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../lib/markdown/render-markdown";

describe("renderMarkdown", () => {
  it("renders inline and display math with KaTeX", () => {
    const html = renderMarkdown("Piles $a_1 \\oplus a_2$ here.\n\n$$\\bigoplus_i a_i \\neq 0$$\n");
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="math-display"');
    expect(html).not.toContain("$");
  });

  it("keeps punctuation after inline math on the same line", () => {
    expect(renderMarkdown("an integer $M$, the count")).toContain('<span class="math-nowrap">');
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
