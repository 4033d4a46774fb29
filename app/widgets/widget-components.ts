// The component of each editorial widget. A full record over lib/learn's WidgetName: a widget
// added to WIDGETS (lib/learn/widgets/registry.ts) without its component here fails to compile.
import type { ComponentType } from "react";
import type { WidgetName, WidgetSpecOf } from "@/lib/learn/widgets";
import { DagGrundyWidget } from "./dag-grundy";
import { GrundyStripWidget } from "./grundy-strip";
import { HackenbushWidget } from "./hackenbush";
import { NimSumTableWidget } from "./nim-sum-table";
import { NimProductTableWidget } from "./nim-product-table";
import { MooreTableWidget } from "./moore-table";
import { PnGridWidget } from "./pn-grid";
import { PnStripWidget } from "./pn-strip";
import { PnSeatsWidget } from "./pn-seats";
import { ChessRowsWidget } from "./chess-rows";
import { WinningMovesWidget } from "./winning-moves";
import { MultiplicationBandsWidget } from "./multiplication-bands";
import { CoinCircleWidget } from "./coin-circle";
import { SplitTableWidget } from "./split-table";

export const WIDGET_COMPONENTS: { [N in WidgetName]: ComponentType<{ spec: WidgetSpecOf<N> }> } = {
  "pn-strip": PnStripWidget,
  "grundy-strip": GrundyStripWidget,
  "pn-grid": PnGridWidget,
  "nim-sum-table": NimSumTableWidget,
  hackenbush: HackenbushWidget,
  "pn-seats": PnSeatsWidget,
  "chess-rows": ChessRowsWidget,
  "winning-moves": WinningMovesWidget,
  "dag-grundy": DagGrundyWidget,
  "nim-product-table": NimProductTableWidget,
  "moore-table": MooreTableWidget,
  "multiplication-bands": MultiplicationBandsWidget,
  "coin-circle": CoinCircleWidget,
  "split-table": SplitTableWidget,
};
