"use client";

// A Chess Game's board: the graph drawn with its chessmen. Click a vertex holding a chessman,
// then a vertex an arrow from it points to. Vertices are buttons (keyboard and screen readers
// reach them); only moves the rules allow (isLegal) can be clicked. No Grundy values are shown:
// working them out is the point.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { dagLayout, dagPoints } from "@/lib/learn/dag-layout";
import { chessmenPerVertex, moveChessman } from "@/lib/learn/play/boards/graph";
import styles from "./play.module.css";

export interface GraphBoardProps {
  graph: number[][];
  chessmen: number[];
  isLegal: (chessmen: number[]) => boolean;
  onMove: (chessmen: number[]) => void;
  active: boolean;
}

const STEP = { x: 64, y: 64 };
const MARGIN = 24;
const RADIUS = 16;

export function GraphBoard({ graph, chessmen, isLegal, onMove, active }: GraphBoardProps) {
  const t = useTranslations("play.board");
  const [selected, setSelected] = useState<number | null>(null);
  const layout = dagLayout(graph);
  const at = dagPoints(layout, STEP, MARGIN);
  const count = chessmenPerVertex(chessmen, graph.length);
  const canMoveFrom = (v: number) => active && count[v]! > 0 && graph[v]!.some((w) => isLegal(moveChessman(chessmen, v, w)));
  const from = selected !== null && canMoveFrom(selected) ? selected : null;
  const isTarget = (w: number) => from !== null && graph[from]!.includes(w) && isLegal(moveChessman(chessmen, from, w));
  const click = (v: number) => {
    if (from !== null && isTarget(v)) {
      setSelected(null);
      onMove(moveChessman(chessmen, from, v));
    } else if (canMoveFrom(v)) setSelected(v === from ? null : v);
  };
  const width = 2 * MARGIN + Math.max(0, layout.widest - 1) * STEP.x + 20;
  const height = 2 * MARGIN + Math.max(0, layout.rows - 1) * STEP.y;
  return (
    <div>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={styles.graph} data-testid="graph" aria-label={t("graphPicture")}>
        <defs>
          <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className={styles.graphArrow} />
          </marker>
        </defs>
        {graph.flatMap((targets, v) =>
          targets.map((w) => {
            const a = at[v]!;
            const b = at[w]!;
            const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
            const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
            return <line key={`${v}>${w}`} x1={a.x + ux * RADIUS} y1={a.y + uy * RADIUS} x2={b.x - ux * (RADIUS + 2)} y2={b.y - uy * (RADIUS + 2)} className={styles.graphEdge} markerEnd="url(#graph-arrow)" />;
          }),
        )}
        {graph.map((_, v) => {
          const target = isTarget(v);
          const enabled = target || canMoveFrom(v);
          const label = target ? t("moveFromTo", { from: from!, to: v }) : t("vertexChessmen", { vertex: v, count: count[v]! });
          return (
            <g
              key={v}
              role="button"
              tabIndex={enabled ? 0 : -1}
              aria-label={label}
              aria-pressed={v === from}
              aria-disabled={!enabled}
              data-testid={`vertex-${v}`}
              data-chessmen={count[v]}
              className={`${styles.graphVertex} ${count[v]! > 0 ? styles.graphOccupied : ""} ${v === from ? styles.graphSelected : ""} ${target ? styles.graphTarget : ""}`}
              onClick={() => enabled && click(v)}
              onKeyDown={(e) => {
                if (enabled && (e.key === "Enter" || e.key === " ")) {
                  e.preventDefault();
                  click(v);
                }
              }}
            >
              <circle cx={at[v]!.x} cy={at[v]!.y} r={RADIUS} />
              <text x={at[v]!.x} y={at[v]!.y + 4} textAnchor="middle">
                {count[v]! > 0 ? `♟${count[v]! > 1 ? count[v] : ""}` : v}
              </text>
              {count[v]! > 0 && (
                <text x={at[v]!.x + RADIUS} y={at[v]!.y - RADIUS + 2} className={styles.graphIndex}>
                  {v}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="muted">{!active ? "" : from === null ? t("pickVertex") : t("pickTarget", { vertex: from })}</p>
    </div>
  );
}
