// The widget directives of an editorial: a fenced block with language `widget` whose text is a
// widget name and key=value arguments, e.g. "pn-strip game=powers-of-two from=0 to=30"
// (docs/problem-packages.md lists them). Parsing checks every argument and its range (the
// computation itself refuses only a search too large); the page, the package check and the
// widgets' own controls all go through here.
import type { LearnText } from "../learn-text";
import { ArgReader, DirectiveError } from "./arg-reader";
import { directiveArgs, isWidgetName, readWidgetSpec, WIDGET_NAMES, type WidgetSpec } from "./registry";

export { LIMITS } from "./limits";
export { WIDGET_NAMES, directiveArgs, type WidgetName, type WidgetSpec, type WidgetSpecOf } from "./registry";
export type { OnePileGame, SubtractionPile, InfiniteSetPile } from "./one-pile";
export { GRID_GAMES, type GridGame } from "./pn-grid";
export { TABLE_GAMES, type TableGame, type TablePositions } from "./nim-sum-table";

/** `error`: the English message (package check, error box); `text`: the same for a reader, when a check made it. */
export type DirectiveResult = { ok: true; spec: WidgetSpec } | { ok: false; error: string; text?: LearnText };

/** Parses the text of a ```widget block (it may span several lines). */
export function parseDirective(source: string): DirectiveResult {
  const tokens = source.trim().split(/\s+/).filter((t) => t.length > 0);
  const [name, ...rest] = tokens;
  if (!name) return { ok: false, error: `the widget block is empty (widgets: ${WIDGET_NAMES.join(", ")})` };
  // No prototype: "constructor=1" or "__proto__=1" are ordinary (unknown) keys.
  const args: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const token of rest) {
    const eq = token.indexOf("=");
    if (eq <= 0) return { ok: false, error: `"${token}" is not key=value` };
    const key = token.slice(0, eq);
    if (Object.hasOwn(args, key)) return { ok: false, error: `"${key}" is given twice` };
    args[key] = token.slice(eq + 1);
  }
  return parseWidgetArgs(name, args);
}

/** A widget from its name and raw arguments (the widgets' controls build these too). */
export function parseWidgetArgs(name: string, args: Readonly<Record<string, string>>): DirectiveResult {
  try {
    const reader = new ArgReader(args);
    const spec = readSpec(name, reader);
    reader.finish();
    return { ok: true, spec };
  } catch (e) {
    if (e instanceof DirectiveError) return { ok: false, error: e.message, text: e.text };
    throw e;
  }
}

function readSpec(name: string, args: ArgReader): WidgetSpec {
  if (!isWidgetName(name)) {
    throw new DirectiveError(`unknown widget "${name}" (widgets: ${WIDGET_NAMES.join(", ")})`, "widgetUnknown", { name, names: WIDGET_NAMES.join(", ") });
  }
  return readWidgetSpec(name, args) as WidgetSpec;
}

/** The directive text of `spec`, as an editorial would write it. */
export function formatDirective(spec: WidgetSpec): string {
  return [spec.widget, ...Object.entries(directiveArgs(spec)).map(([k, v]) => `${k}=${v}`)].join(" ");
}
