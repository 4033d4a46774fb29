// axe-core (WCAG 2.x A and AA, and its best practices) on the page as it is, one definition for
// every spec that checks accessibility. Serious and critical findings block; the lesser ones are
// returned for the spec to print or attach.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Left out of every scan:
 * - Monaco's drawing of the code (its token colours and dimmed line numbers are its built-in
 *   vs / vs-dark themes); the editor's own input, widgets and frame are checked.
 * - KaTeX's drawing of formulas (.katex-html, hidden from assistive technology, which reads the
 *   MathML beside it): thousands of glyph spans in the text's own colour.
 * - The engine's tables and strips past their first rows and cells: the same two or three cell
 *   styles repeated hundreds of times, while the first rows already hold every style.
 * Both were most of axe's time: the Wythoff editorial took 9.8 s a scan, 5.0 s without them.
 */
const EXCLUDED = [
  ".monaco-editor .view-lines",
  ".monaco-editor .margin",
  ".katex-html",
  "[data-testid=widget] tbody tr:nth-child(n+7)",
  "[data-testid=widget] li:nth-child(n+13)",
];

/** The rules a change of palette alone can break (main-pages.spec.ts's second theme). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export interface AxeFindings {
  /** Serious and critical violations, one line each (rule, help, first targets). */
  blocking: string[];
  /** The moderate and minor ones, the same way. */
  lesser: string[];
}

/**
 * `coloursOnly`: only the rules that depend on colour, for a page already scanned whole in the
 * other theme (the structure, names and roles do not change with the palette).
 */
export async function scanAccessibility(page: Page, options: { coloursOnly?: boolean } = {}): Promise<AxeFindings> {
  let builder = options.coloursOnly ? new AxeBuilder({ page }).withRules(COLOUR_RULES) : new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of EXCLUDED) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`;
  return {
    blocking: violations.filter((v) => BLOCKING.has(v.impact ?? "")).map(describe),
    lesser: violations.filter((v) => !BLOCKING.has(v.impact ?? "")).map(describe),
  };
}
