// Every editorial widget, by name: one entry each (parse, args, compute). The names, the spec
// types and the computation all come from this record, and app/widgets/widget-components.ts
// must give a component for each key: adding a widget is one entry here and one there, and the
// compiler asks for the second.
import type { ArgReader } from "./arg-reader";
import { dagGrundyWidget } from "./dag-grundy";
import { grundyStripWidget } from "./grundy-strip";
import { hackenbushPictureWidget } from "./hackenbush-picture";
import { nimSumTableWidget } from "./nim-sum-table";
import { nimProductTableWidget } from "./nim-product-table";
import { mooreTableWidget } from "./moore-table";
import { pnGridWidget } from "./pn-grid";
import { pnStripWidget } from "./pn-strip";
import { pnSeatsWidget } from "./pn-seats";
import { chessRowsWidget } from "./chess-rows";
import { coinCircleWidget } from "./coin-circle";
import type { WidgetDefinition } from "./widget-definition";
import { winningMovesWidget } from "./winning-moves";
import { multiplicationBandsWidget } from "./multiplication-bands";
import { splitTableWidget } from "./split-table";

export const WIDGETS = {
  "pn-strip": pnStripWidget,
  "grundy-strip": grundyStripWidget,
  "pn-grid": pnGridWidget,
  "nim-sum-table": nimSumTableWidget,
  hackenbush: hackenbushPictureWidget,
  "pn-seats": pnSeatsWidget,
  "chess-rows": chessRowsWidget,
  "winning-moves": winningMovesWidget,
  "dag-grundy": dagGrundyWidget,
  "nim-product-table": nimProductTableWidget,
  "moore-table": mooreTableWidget,
  "multiplication-bands": multiplicationBandsWidget,
  "coin-circle": coinCircleWidget,
  "split-table": splitTableWidget,
} as const;

export type WidgetName = keyof typeof WIDGETS;
export const WIDGET_NAMES = Object.keys(WIDGETS) as WidgetName[];

type ParamsOf<N extends WidgetName> = ReturnType<(typeof WIDGETS)[N]["read"]>;
type DataOf<N extends WidgetName> = ReturnType<(typeof WIDGETS)[N]["compute"]>;

/** A parsed directive of widget N: its name and its checked arguments. */
export type WidgetSpecOf<N extends WidgetName> = { widget: N } & ParamsOf<N>;
export type WidgetSpec = { [N in WidgetName]: WidgetSpecOf<N> }[WidgetName];
/** What widget N computes (the rows of a table, the cells of a strip...). */
export type WidgetDataOf<N extends WidgetName> = DataOf<N>;
export type WidgetData = { [N in WidgetName]: { widget: N; data: DataOf<N> } }[WidgetName];

export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(WIDGETS, name);
}

/** The registry entry of a spec's widget, typed for that spec (one cast, here, for all callers). */
function definitionOf<N extends WidgetName>(name: N): WidgetDefinition<ParamsOf<N>, DataOf<N>> {
  return WIDGETS[name] as unknown as WidgetDefinition<ParamsOf<N>, DataOf<N>>;
}

/** Computes widget N's data from its spec; throws (a RangeError...) when it cannot. */
export function computeWidgetData<N extends WidgetName>(spec: WidgetSpecOf<N>): DataOf<N> {
  return definitionOf<N>(spec.widget).compute(spec);
}

/** Computes a widget; throws (a RangeError, a SearchTooLargeError) when it cannot. */
export function computeWidget(spec: WidgetSpec): WidgetData {
  return { widget: spec.widget, data: computeWidgetData(spec) } as WidgetData;
}

/** The arguments that parse back to `spec` (the widgets' controls edit these). */
export function directiveArgs(spec: WidgetSpec): Record<string, string> {
  return definitionOf(spec.widget).args(spec);
}

/** Reads widget `name`'s arguments into its spec (throws a DirectiveError). */
export function readWidgetSpec<N extends WidgetName>(name: N, args: ArgReader): WidgetSpecOf<N> {
  return { widget: name, ...(definitionOf(name).read(args) as object) } as WidgetSpecOf<N>;
}
