// Editorial widgets: the directive syntax and each widget's computation (pure, over lib/game).
// Each widget is one entry of WIDGETS (registry.ts).
export * from "./directive";
export { WIDGETS, computeWidget, computeWidgetData, isWidgetName, type WidgetData, type WidgetDataOf } from "./registry";
export { defineWidget, type WidgetDefinition } from "./widget-definition";
export { grundyStrip, periodPhase, type GrundyStrip } from "./grundy-strip";
export { nimSumTable, binary, type NimSumRow, type NimSumTable } from "./nim-sum-table";
export { pnGrid, type PnGrid } from "./pn-grid";
export { pnStrip, type PnStripCell } from "./pn-strip";
export { winningMovesTable, type WinningMovesPile, type WinningMovesRow } from "./winning-moves";
export { subtractionSet } from "./one-pile";
export { hackenbushPicture, type HackenbushEdge, type HackenbushPicture, type HackenbushVertex } from "./hackenbush-picture";
export { pnSeats, SEATS_LIMITS, type PnSeats } from "./pn-seats";
export { chessRows, type ChessRows, type ChessRowsRow } from "./chess-rows";
export { dagGrundyDrawing, parseEdges, type DagGrundy, type DagVertex, type Edge } from "./dag-grundy";
export { nimProductTable, NIM_TABLE_OPS, type NimProductTable, type NimTableOp } from "./nim-product-table";
export { mooreTable, columnCounts, type MooreTable, type MooreTableRow, type MooreTableSpec } from "./moore-table";
export { multiplicationBandsTable, MULTIPLICATION_BANDS_MAX_N, type MultiplicationBandRow, type MultiplicationBandsTable } from "./multiplication-bands";
export { coinCircleTable, COIN_CIRCLE_LIMITS, type CoinCircleRow, type CoinCircleFirstMove } from "./coin-circle";
export { splitTable, SPLIT_RULES, type SplitRules, type SplitTable, type SplitTableRow, type SplitTableSpec } from "./split-table";
