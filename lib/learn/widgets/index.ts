// Editorial widgets: the directive syntax and each widget's computation (pure, over lib/game).
import type { WidgetSpec } from "./directive";
import { grundyStrip, type GrundyStrip } from "./grundy-strip";
import { nimSumTable, type NimSumTable } from "./nim-sum-table";
import { pnGrid, type PnGrid } from "./pn-grid";
import { pnStrip, type PnStripCell } from "./pn-strip";

export * from "./directive";
export { grundyStrip, periodPhase, type GrundyStrip } from "./grundy-strip";
export { nimSumTable, binary, type NimSumRow, type NimSumTable } from "./nim-sum-table";
export { pnGrid, GRID_AXES, type PnGrid } from "./pn-grid";
export { pnStrip, type PnStripCell } from "./pn-strip";
export { describeOnePileGame, subtractionSet } from "./one-pile";

export type WidgetData =
  | { widget: "pn-strip"; cells: PnStripCell[] }
  | { widget: "grundy-strip"; strip: GrundyStrip }
  | { widget: "pn-grid"; grid: PnGrid }
  | { widget: "nim-sum-table"; table: NimSumTable };

/** Computes a widget; throws (a RangeError, a SearchTooLargeError) when it cannot. */
export function computeWidget(spec: WidgetSpec): WidgetData {
  switch (spec.widget) {
    case "pn-strip":
      return { widget: spec.widget, cells: pnStrip(spec.pile, spec.from, spec.to) };
    case "grundy-strip":
      return { widget: spec.widget, strip: grundyStrip(spec.pile, spec.to) };
    case "pn-grid":
      return { widget: spec.widget, grid: pnGrid(spec.game, spec.rows, spec.cols) };
    case "nim-sum-table":
      return { widget: spec.widget, table: nimSumTable(spec.game, spec.positions, spec.only) };
  }
}
