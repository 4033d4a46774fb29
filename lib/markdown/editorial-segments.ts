// An editorial's markdown cut into text and widgets: every fenced block whose language is
// `widget` becomes a widget segment (its directive parsed), everything else stays text for
// renderMarkdown. Fences of other languages are skipped whole, so a code block may show a
// widget directive without becoming one.
import { parseDirective, type DirectiveResult } from "../learn/widgets/directive";

export type EditorialSegment =
  | { kind: "text"; markdown: string }
  /** `line`: the 1-based line of the opening fence, for error messages. */
  | { kind: "widget"; source: string; line: number; result: DirectiveResult };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

export function splitEditorial(markdown: string): EditorialSegment[] {
  const lines = markdown.split("\n");
  const segments: EditorialSegment[] = [];
  let text: string[] = [];
  const flushText = () => {
    if (text.some((l) => l.trim().length > 0)) segments.push({ kind: "text", markdown: text.join("\n") });
    text = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      text.push(lines[i]!);
      continue;
    }
    const fence = open[1]!;
    const closes = (line: string) => new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(line);
    let end = i + 1;
    while (end < lines.length && !closes(lines[end]!)) end++;
    if (open[2] !== "widget") {
      text.push(...lines.slice(i, end + 1)); // another language's code block, kept whole
      i = end;
      continue;
    }
    flushText();
    const source = lines.slice(i + 1, end).join("\n").trim();
    const result: DirectiveResult =
      end < lines.length ? parseDirective(source) : { ok: false, error: "the widget block has no closing fence" };
    segments.push({ kind: "widget", source, line: i + 1, result });
    i = end;
  }
  flushText();
  return segments;
}
