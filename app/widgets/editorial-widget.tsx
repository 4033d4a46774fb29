// One widget segment of an editorial: the client widget its directive names, or the error box.
// Rendered on the server first (complete without JavaScript), then hydrated.
import type { EditorialSegment } from "@/lib/markdown/editorial-segments";
import { GrundyStripWidget } from "./grundy-strip";
import { NimSumTableWidget } from "./nim-sum-table";
import { PnGridWidget } from "./pn-grid";
import { PnStripWidget } from "./pn-strip";
import { WidgetError } from "./widget-error";
import { computeWidget } from "@/lib/learn/widgets";

type WidgetSegment = Extract<EditorialSegment, { kind: "widget" }>;

export function EditorialWidget({ segment, problem }: { segment: WidgetSegment; problem: string }) {
  const { result, line, source } = segment;
  if (!result.ok) return <WidgetError problem={problem} line={line} directive={source} message={result.error} />;
  // A directive that parses but cannot be computed (too large a search): the box, not a crash.
  try {
    computeWidget(result.spec);
  } catch (e) {
    return <WidgetError problem={problem} line={line} directive={source} message={e instanceof Error ? e.message : String(e)} />;
  }
  const spec = result.spec;
  switch (spec.widget) {
    case "pn-strip":
      return <PnStripWidget spec={spec} />;
    case "grundy-strip":
      return <GrundyStripWidget spec={spec} />;
    case "pn-grid":
      return <PnGridWidget spec={spec} />;
    case "nim-sum-table":
      return <NimSumTableWidget spec={spec} />;
  }
}
