// One widget segment of an editorial: the client widget its directive names, or the error box.
// Rendered on the server first (complete without JavaScript), then hydrated.
import type { EditorialSegment } from "@/lib/markdown/editorial-segments";
import type { ComponentType } from "react";
import { computeWidget, type WidgetSpec } from "@/lib/learn/widgets";
import { WIDGET_COMPONENTS } from "./widget-components";
import { WidgetError } from "./widget-error";

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
  // The record pairs each name with its spec's component; indexing by a union loses that pairing.
  const Widget = WIDGET_COMPONENTS[result.spec.widget] as ComponentType<{ spec: WidgetSpec }>;
  return <Widget spec={result.spec} />;
}
