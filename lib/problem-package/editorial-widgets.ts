// The package check's look at editorial.md: every ```widget directive must parse and compute,
// so a typo is refused when the package loads instead of showing an error box to students.
import { computeWidget } from "../learn/widgets";
import { MAX_EDITORIAL_WIDGETS, splitEditorial } from "../markdown/editorial-segments";

export interface EditorialWidgetProblem {
  /** The 1-based line of the widget block's opening fence. */
  line: number;
  directive: string;
  message: string;
}

export function editorialWidgetProblems(markdown: string): EditorialWidgetProblem[] {
  const problems: EditorialWidgetProblem[] = [];
  const widgets = splitEditorial(markdown).filter((segment) => segment.kind === "widget");
  // Too many blocks: one refusal at the first block past the limit, with the limit, and nothing computed.
  const pastLimit = widgets[MAX_EDITORIAL_WIDGETS];
  if (pastLimit && !pastLimit.result.ok) return [{ line: pastLimit.line, directive: pastLimit.source, message: pastLimit.result.error }];
  for (const segment of widgets) {
    const { line, source: directive, result } = segment;
    if (!result.ok) {
      problems.push({ line, directive, message: result.error });
      continue;
    }
    try {
      computeWidget(result.spec);
    } catch (e) {
      problems.push({ line, directive, message: e instanceof Error ? e.message : String(e) });
    }
  }
  return problems;
}

/** One line per problem, for a PackageError. */
export function formatEditorialWidgetProblems(problems: readonly EditorialWidgetProblem[]): string {
  return problems.map((p) => `line ${p.line}: widget "${p.directive}": ${p.message}`).join("; ");
}
