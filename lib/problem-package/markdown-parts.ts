// The parts of a statement's or editorial's markdown that must not change in translation: fenced
// blocks (```widget directives and sample-like code), headings, inline code spans and the
// numbers written in math. Pure; compare-languages.ts compares them between two languages.

export interface FencedBlock {
  /** The fence's info string ("widget", "text", "" ...). */
  lang: string;
  /** The lines between the fences, trimmed at both ends. */
  body: string;
  /** The 1-based line of the opening fence. */
  line: number;
}

export interface MathNumber {
  /** The number as written, normalised: "20", "10^7", "2.5", "10000" (from 10\,000). */
  value: string;
  /** The math it was found in, as written ("$1 \le M \le 20$"), for messages. */
  math: string;
}

export interface MarkdownParts {
  fences: FencedBlock[];
  /** The level of each heading (1 for "#", 2 for "##" ...), in order. */
  headingLevels: number[];
  /** The text of each `inline code` span outside fenced blocks, in order. */
  inlineCode: string[];
  numbers: MathNumber[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
const HEADING = /^ {0,3}(#{1,6})\s/;
const INLINE_CODE = /(`+)([\s\S]*?[^`])\1(?!`)/g;
// Display math first, then inline math; "\$" is a dollar sign, not a delimiter.
const MATH = /\$\$([\s\S]+?)\$\$|\$((?:\\\$|[^$\n])+?)\$/g;
// A number, with thousands written "10\,000" or "10{,}000", and an optional power "^7" / "^{18}".
const NUMBER = /(?<![\w\\.])\d+(?:(?:\\,|\{,\})\d{3})*(?:\.\d+)?(?:\s*\^\s*(?:\{\s*-?\d+\s*\}|\d))?/g;
// A subscript is an index (a_1, x_{12}), not a limit: translations may list a_1, a_2, ... differently.
const SUBSCRIPT = /_\s*(?:\{[^}]*\}|\d)/g;

function normaliseNumber(raw: string): string {
  return raw.replace(/\\,|\{,\}/g, "").replace(/\s+/g, "").replace(/\^\{(-?\d+)\}/, "^$1");
}

/** The numbers in one piece of math (without its $ delimiters). */
export function mathNumbers(tex: string): string[] {
  return [...tex.replace(SUBSCRIPT, " ").matchAll(NUMBER)].map((m) => normaliseNumber(m[0]));
}

export function markdownParts(markdown: string): MarkdownParts {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const fences: FencedBlock[] = [];
  const headingLevels: number[] = [];
  const prose: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = FENCE.exec(line);
    if (!open) {
      const heading = HEADING.exec(line);
      if (heading) headingLevels.push(heading[1]!.length);
      prose.push(line);
      continue;
    }
    const fence = open[1]!;
    const closes = new RegExp(`^ {0,3}${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closes.test(lines[end]!)) end++;
    fences.push({ lang: open[2] ?? "", body: lines.slice(i + 1, end).join("\n").trim(), line: i + 1 });
    prose.push(""); // a blank line: the block ends the paragraph before it
    i = end;
  }
  // Inline code and math never span paragraphs (a blank line or a fenced block ends one).
  const paragraphs = prose.join("\n").split(/\n\s*\n/);
  const inlineCode = paragraphs.flatMap((p) => [...p.matchAll(INLINE_CODE)].map((m) => m[2]!.trim()));
  const numbers: MathNumber[] = [];
  for (const paragraph of paragraphs) {
    for (const m of paragraph.replace(INLINE_CODE, " ").matchAll(MATH)) {
      const tex = m[1] ?? m[2]!;
      for (const value of mathNumbers(tex)) numbers.push({ value, math: m[0] });
    }
  }
  return { fences, headingLevels, inlineCode, numbers };
}
