// The comparison of a package's two languages: what a translation must keep (samples, limits,
// output words, sections, widget directives), each difference named so a teacher can fix it.
import { describe, expect, it } from "vitest";
import { languageDifferences } from "../../lib/problem-package/compare-languages";
import { markdownParts, mathNumbers } from "../../lib/problem-package/markdown-parts";

const statement = `Two players take matches.

## Input

Each line holds $M$ and then $a_1, \\dots, a_M$.

- $1 \\le M \\le 20$
- $1 \\le a_i \\le 10^7$

\`\`\`
2 1 1
\`\`\`

## Output

\`Yes\` if the first player wins, otherwise \`No\`.
`;

const statementZh = `两名玩家轮流取火柴。

## 输入

每行先给出 $M$，再给出 $a_1, \\dots, a_M$。

- $1 \\le M \\le 20$
- $1 \\le a_i \\le 10^7$

\`\`\`
2 1 1
\`\`\`

## 输出

先手必胜输出 \`Yes\`，否则输出 \`No\`。
`;

const editorial = "Small cases.\n\n```widget\npn-grid game=nim rows=10 cols=10\n```\n\nThen binary.\n\n```widget\nnim-sum-table game=nim count=3 max=7 only=P\n```\n";
const editorialZh = "小规模的情形。\n\n```widget\npn-grid game=nim rows=10 cols=10\n```\n\n再看二进制。\n\n```widget\nnim-sum-table game=nim count=3 max=7 only=P\n```\n";

const files = (zh: { statement?: string; editorial?: string } = {}) => ({
  "statement.md": statement,
  "editorial.md": editorial,
  "statement.zh.md": zh.statement ?? statementZh,
  "editorial.zh.md": zh.editorial ?? editorialZh,
});

describe("markdown parts", () => {
  it("reads the numbers of math as written, powers and thousands included, subscripts left out", () => {
    expect(mathNumbers("1 \\le a_i \\le 10^7")).toEqual(["1", "10^7"]);
    expect(mathNumbers("0 \\le n \\le 10^{18}, 2 \\times 10^5, 10\\,000, 10{,}000, 0.5")).toEqual(["0", "10^18", "2", "10^5", "10000", "10000", "0.5"]);
    expect(mathNumbers("a_1 + a_{12} + x_2")).toEqual([]);
  });

  it("finds math outside code only, and the fences, inline code and headings", () => {
    const parts = markdownParts("# T\n\nSee $n \\le 5$ and `$9$`.\n\n```\n$7$\n```\n\n## Out\n\n$$2^{10}$$\n");
    expect(parts.numbers.map((n) => n.value)).toEqual(["5", "2^10"]);
    expect(parts.numbers[0]!.math).toBe("$n \\le 5$");
    expect(parts.inlineCode).toEqual(["$9$"]);
    expect(parts.fences).toEqual([{ lang: "", body: "$7$", line: 5 }]);
    expect(parts.headingLevels).toEqual([1, 2]);
  });
});

describe("markdown parts: line endings, fences, spans and paragraphs", () => {
  it("takes Windows and old Mac line endings as line breaks", () => {
    expect(markdownParts("# A\r\n\r\n## B\r### C\r\n").headingLevels).toEqual([1, 2, 3]);
  });

  it("closes a fence only with the same character, at least as many, and runs an unclosed one to the end", () => {
    expect(markdownParts("~~~\n# not a heading\n```\n~~~\n# H\n")).toMatchObject({ fences: [{ lang: "", body: "# not a heading\n```", line: 1 }], headingLevels: [1] });
    expect(markdownParts("````text\na\n```\n````\n").fences).toEqual([{ lang: "text", body: "a\n```", line: 1 }]);
    expect(markdownParts("# H\n```\ncode\n# in code\n")).toMatchObject({ fences: [{ lang: "", body: "code\n# in code", line: 2 }], headingLevels: [1] });
  });

  it("trims a fenced block's body at both ends only", () => {
    expect(markdownParts("```\n\n  2 1 1\n3 1 2 3  \n\n```\n").fences[0]!.body).toBe("2 1 1\n3 1 2 3");
  });

  it("trims an inline code span, which may hold backticks inside a longer run", () => {
    expect(markdownParts("Print `` `Yes` `` or ` No `.").inlineCode).toEqual(["`Yes`", "No"]);
  });

  it("keeps inline code and math within a paragraph: a blank line or a fenced block ends it", () => {
    expect(markdownParts("`a\nb\nc` and $$1 \\le\n2$$").inlineCode).toEqual(["a\nb\nc"]);
    expect(markdownParts("`a\nb\nc` and $$1 \\le\n2$$").numbers.map((n) => n.value)).toEqual(["1", "2"]);
    expect(markdownParts("`a\n\nb`").inlineCode).toEqual([]);
    expect(markdownParts("`c\n  \nd`").inlineCode).toEqual([]);
    expect(markdownParts("$$1\n\n2$$")).toMatchObject({ numbers: [] });
    expect(markdownParts("$$1\n```\nx\n```\n2$$")).toMatchObject({ fences: [{ body: "x" }], numbers: [] });
  });

  it("reads math around inline code as separate words", () => {
    expect(markdownParts("$1`x`2$").numbers).toEqual([
      { value: "1", math: "$1 2$" },
      { value: "2", math: "$1 2$" },
    ]);
  });

  it("normalises spaces around a power, and reads a digit after a one-digit subscript as a number", () => {
    expect(mathNumbers("n \\le 10 ^ 7")).toEqual(["10^7"]);
    expect(mathNumbers("x_12")).toEqual(["2"]);
  });
});

describe("languageDifferences", () => {
  it("finds nothing when the translation keeps everything, and nothing without Chinese", () => {
    expect(languageDifferences(files())).toEqual([]);
    expect(languageDifferences({ "statement.md": statement, "editorial.md": editorial })).toEqual([]);
  });

  it("names a changed limit and what the Chinese has instead", () => {
    const differences = languageDifferences(files({ statement: statementZh.replace("10^7", "10^6") }));
    expect(differences).toEqual([
      "statement.zh.md: the limit 10^7 (in $1 \\le a_i \\le 10^7$) of statement.md is missing; it has 10^6 (in $1 \\le a_i \\le 10^6$) instead: the numbers in the math ($...$) must be the same in both languages",
    ]);
  });

  it("counts limits as a multiset: a limit written once where the English has it twice is missing", () => {
    const differences = languageDifferences(files({ statement: statementZh.replace("- $1 \\le M \\le 20$\n", "- $M \\le 20$\n") }));
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^statement\.zh\.md: the limit 1 \(in \$1 \\le M \\le 20\$\) of statement\.md is missing: /);
  });

  it("names an extra number the English does not have", () => {
    const differences = languageDifferences(files({ statement: `${statementZh}\n至多 $10^5$ 组数据。\n` }));
    expect(differences).toEqual(["statement.zh.md: it has 10^5 (in $10^5$) that statement.md does not: the numbers in the math ($...$) must be the same in both languages"]);
  });

  it("names a code block of the statement that changed or went missing", () => {
    expect(languageDifferences(files({ statement: statementZh.replace("2 1 1", "2 1 2") }))).toEqual([
      'statement.zh.md: code block 1 (line 10) reads "2 1 2", but code block 1 of statement.md (line 10) reads "2 1 1": copy every fenced code block unchanged, in the same order (input and output do not change language)',
    ]);
    expect(languageDifferences(files({ statement: statementZh.replace("```\n2 1 1\n```\n", "") }))[0]).toBe(
      "statement.zh.md: has 0 code blocks, statement.md has 1: copy every fenced code block unchanged, in the same order (input and output do not change language)",
    );
  });

  it("names an output word translated instead of kept in backticks", () => {
    expect(languageDifferences(files({ statement: statementZh.replace("`No`", "`否`") }))).toEqual([
      "statement.zh.md: the inline code `No` of statement.md is missing: keep the words the program reads or prints in backticks, untranslated",
    ]);
  });

  it("names headings that moved", () => {
    expect(languageDifferences(files({ statement: statementZh.replace("## 输出", "输出：") }))).toEqual([
      "statement.zh.md: its headings (##) differ from those of statement.md (## ##): keep the sections (## Input, ## Output ...) at the same places",
    ]);
  });

  it("names widget directives of the editorial changed, reordered or missing", () => {
    const changed = languageDifferences(files({ editorial: editorialZh.replace("rows=10", "rows=8") }));
    expect(changed).toEqual([
      'editorial.zh.md: widget block 1 (line 3) reads "pn-grid game=nim rows=8 cols=10", but widget block 1 of editorial.md (line 3) reads "pn-grid game=nim rows=10 cols=10": copy every ```widget block unchanged (the same lines), in the same order',
    ]);
    const swapped = "```widget\nnim-sum-table game=nim count=3 max=7 only=P\n```\n\n```widget\npn-grid game=nim rows=10 cols=10\n```\n";
    expect(languageDifferences(files({ editorial: swapped }))).toHaveLength(2);
    const one = "只有一个。\n\n```widget\npn-grid game=nim rows=10 cols=10\n```\n";
    expect(languageDifferences(files({ editorial: one }))).toEqual([
      "editorial.zh.md: has 1 widget block, editorial.md has 2: copy every ```widget block unchanged (the same lines), in the same order",
    ]);
  });

  it("ignores prose numbers and the editorial's math, which a translation may write its own way", () => {
    const zh = statementZh.replace("两名玩家", "2 名玩家");
    expect(languageDifferences(files({ statement: zh, editorial: `${editorialZh}\n例如 $3 \\oplus 5 = 6$。\n` }))).toEqual([]);
  });

  it("shows a changed block of several lines on one line, cut after 59 characters", () => {
    const en = "```\n2 1 1  \n  3 1 2 3\n```\n";
    const zh = "```\n2 1 1\n3 1 2 4\n```\n";
    expect(languageDifferences({ "statement.md": en, "statement.zh.md": zh })).toEqual([
      'statement.zh.md: code block 1 (line 1) reads "2 1 1 / 3 1 2 4", but code block 1 of statement.md (line 1) reads "2 1 1 / 3 1 2 3": copy every fenced code block unchanged, in the same order (input and output do not change language)',
    ]);
    // 60 characters are shown whole; 61 are cut to 59 and an ellipsis.
    const sixty = "x".repeat(60);
    const [whole] = languageDifferences({ "statement.md": `\`\`\`\n${sixty}\n\`\`\`\n`, "statement.zh.md": "```\ny\n```\n" });
    expect(whole).toContain(`reads "${sixty}"`);
    const [cut] = languageDifferences({ "statement.md": `\`\`\`\n${sixty}z\n\`\`\`\n`, "statement.zh.md": "```\ny\n```\n" });
    expect(cut).toContain(`reads "${"x".repeat(59)}…"`);
  });

  it("names a code block whose language changed, even with the same lines", () => {
    expect(languageDifferences({ "statement.md": "```text\n2 1 1\n```\n", "statement.zh.md": "```\n2 1 1\n```\n" })).toEqual([
      'statement.zh.md: code block 1 (line 1) reads "2 1 1", but code block 1 of statement.md (line 1) reads "2 1 1": copy every fenced code block unchanged, in the same order (input and output do not change language)',
    ]);
  });

  it("compares a statement's widget blocks apart from its code blocks", () => {
    const en = "```widget\npn-grid game=nim rows=10\n```\n\n```\n2 1 1\n```\n";
    const zh = "```widget\npn-grid game=nim rows=8\n```\n\n```\n2 1 1\n```\n";
    expect(languageDifferences({ "statement.md": en, "statement.zh.md": zh })).toEqual([
      'statement.zh.md: widget block 1 (line 1) reads "pn-grid game=nim rows=8", but widget block 1 of statement.md (line 1) reads "pn-grid game=nim rows=10": copy every ```widget block unchanged, in the same order',
    ]);
  });

  it("counts each number as often as it is written: limits given once for two variables are missing once each", () => {
    const en = "- $1 \\le n \\le 10$\n- $1 \\le m \\le 10$\n";
    const zh = "- $1 \\le n, m \\le 10$\n";
    expect(languageDifferences({ "statement.md": en, "statement.zh.md": zh })).toEqual([
      "statement.zh.md: the limits 1 (in $1 \\le m \\le 10$), 10 (in $1 \\le m \\le 10$) of statement.md are missing: the numbers in the math ($...$) must be the same in both languages",
    ]);
  });

  it("names every output word that lost its backticks, and headings that are all gone", () => {
    const en = "## Output\n\n`Yes` or `No`, then `Yes` again.\n";
    const zh = "输出\n\n是或否。\n";
    expect(languageDifferences({ "statement.md": en, "statement.zh.md": zh })).toEqual([
      "statement.zh.md: the inline code `Yes`, `No` of statement.md is missing: keep the words the program reads or prints in backticks, untranslated",
      "statement.zh.md: its headings (none) differ from those of statement.md (##): keep the sections (## Input, ## Output ...) at the same places",
    ]);
  });

  it("lets the editorial's code blocks be translated, comparing only its widget blocks", () => {
    const en = "```ts\n// the sum of the piles\n```\n\n```widget\npn-grid game=nim rows=10\n```\n";
    const zh = "```ts\n// 石子数之和\n```\n\n```widget\npn-grid game=nim rows=10\n```\n";
    expect(languageDifferences({ "editorial.md": en, "editorial.zh.md": zh })).toEqual([]);
  });
});
