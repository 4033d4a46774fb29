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

/**
 * Widget blocks one editorial may hold. Each is computed on the server whenever the page is
 * viewed, by anyone, signed in or not, so their number is bounded (the bundled editorials use at
 * most 6). The package check refuses more; a stored editorial with more shows the blocks past the
 * limit as error boxes, never computed.
 */
export const MAX_EDITORIAL_WIDGETS = 12;

/** The refusal of an editorial with `count` widget blocks, naming the limit. */
export function tooManyWidgetsMessage(count: number): string {
  return `the editorial has ${count} widget blocks; at most ${MAX_EDITORIAL_WIDGETS} are allowed`;
}

export function splitEditorial(markdown: string): EditorialSegment[] {
  const lines = markdown.split("\n");
  const segments: EditorialSegment[] = [];
  let text: string[] = [];
  let widgetCount = 0;
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
    const pastLimit = widgetCount++ >= MAX_EDITORIAL_WIDGETS; // never parsed: refused below
    const result: DirectiveResult = pastLimit
      ? { ok: false, error: "" }
      : end < lines.length
        ? parseDirective(source)
        : { ok: false, error: "the widget block has no closing fence" };
    segments.push({ kind: "widget", source, line: i + 1, result });
    i = end;
  }
  flushText();
  const widgets = segments.filter((segment) => segment.kind === "widget");
  for (const segment of widgets.slice(MAX_EDITORIAL_WIDGETS)) segment.result = { ok: false, error: tooManyWidgetsMessage(widgetCount) };
  return segments;
}
