// One widget segment of an editorial: the client widget its directive names, or the error box.
// Rendered on the server first (complete without JavaScript), then hydrated; the widget's data is
// computed once, here, and handed to it (server-computed.tsx).
import type { EditorialSegment } from "@/lib/markdown/editorial-segments";
import type { ComponentType } from "react";
import { computeWidgetData, type WidgetSpec } from "@/lib/learn/widgets";
import { ServerComputed } from "./server-computed";
import { WIDGET_COMPONENTS } from "./widget-components";
import { WidgetError } from "./widget-error";

type WidgetSegment = Extract<EditorialSegment, { kind: "widget" }>;

export function EditorialWidget({ segment, problem }: { segment: WidgetSegment; problem: string }) {
  const { result, line, source } = segment;
  if (!result.ok) return <WidgetError problem={problem} line={line} directive={source} message={result.error} />;
  // Computed once per view, here: the widget is given the data rather than computing it again.
  // A directive that parses but cannot be computed (too large a search): the box, not a crash.
  let data: unknown;
  try {
    data = computeWidgetData(result.spec);
  } catch (e) {
    return <WidgetError problem={problem} line={line} directive={source} message={e instanceof Error ? e.message : String(e)} />;
  }
  // The record pairs each name with its spec's component; indexing by a union loses that pairing.
  const Widget = WIDGET_COMPONENTS[result.spec.widget] as ComponentType<{ spec: WidgetSpec }>;
  return (
    <ServerComputed data={data}>
      <Widget spec={result.spec} />
    </ServerComputed>
  );
}
