"use client";
// Widget 5: a small DAG drawn in SVG with each vertex's Grundy value, and the same values in a
// table beside it (what a screen reader reads; the picture is described by its label).
import { useTranslations } from "next-intl";
import { dagPoints } from "@/lib/learn/dag-layout";
import type { DagGrundy, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"dag-grundy">;

const STEP_X = 72;
const STEP_Y = 76;
const MARGIN = 30;
const RADIUS = 17;

export function DagGrundyWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.dagGrundy");
  return (
    <WidgetFrame
      widget="dag-grundy"
      caption={
        <>
          {t("caption")}
          {spec.tokens ? t("tokensCaption", { tokens: spec.tokens.join(", ") }) : ""}
        </>
      }
      controls={
        <>
          <ArgField label={t("graphField")} name="graph" value={args.graph ?? ""} width={30} onChange={set} />
          <ArgField label={t("verticesField")} name="vertices" value={args.vertices ?? ""} onChange={set} />
          <ArgField label={t("tokensField")} name="tokens" value={args.tokens ?? ""} width={12} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <DagPicture dag={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function DagPicture({ dag }: { dag: DagGrundy }) {
  const t = useTranslations("widgets.dagGrundy");
  const layout = { height: dag.vertices.map((v) => v.height), slot: dag.vertices.map((v) => v.slot), rows: dag.rows, widest: dag.widest };
  const at = dagPoints(layout, { x: STEP_X, y: STEP_Y }, MARGIN);
  const width = 2 * MARGIN + (dag.widest - 1) * STEP_X + 30;
  const height = 2 * MARGIN + (dag.rows - 1) * STEP_Y + 14;
  const tokensOn = (v: number) => dag.tokens?.filter((x) => x === v).length ?? 0;
  return (
    <>
      <div className={styles.dag}>
        <svg role="img" aria-label={t("picture")} width={width} height={height} viewBox={`0 0 ${width} ${height}`} data-testid="dag-picture">
          <defs>
            <marker id="dag-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={styles.dagArrow} />
            </marker>
          </defs>
          {dag.edges.map(([from, to]) => {
            const a = at[from]!;
            const b = at[to]!;
            const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
            const ux = (b.x - a.x) / length;
            const uy = (b.y - a.y) / length;
            return (
              <line key={`${from}>${to}`} x1={a.x + ux * RADIUS} y1={a.y + uy * RADIUS} x2={b.x - ux * (RADIUS + 2)} y2={b.y - uy * (RADIUS + 2)} className={styles.dagEdge} markerEnd="url(#dag-arrow)" />
            );
          })}
          {dag.vertices.map((v) => (
            <g key={v.v} data-testid="dag-vertex" data-vertex={v.v} data-grundy={v.grundy}>
              <circle cx={at[v.v]!.x} cy={at[v.v]!.y} r={RADIUS} className={v.grundy === 0 ? styles.dagNodeP : styles.dagNode} strokeWidth={tokensOn(v.v) > 0 ? 3 : 1} />
              <text x={at[v.v]!.x} y={at[v.v]!.y + 4} textAnchor="middle" className={styles.dagLabel}>
                {v.v}
              </text>
              <text x={at[v.v]!.x + RADIUS + 2} y={at[v.v]!.y + RADIUS + 2} className={styles.dagValue}>
                {`g=${v.grundy}`}
                {tokensOn(v.v) > 0 ? ` ●×${tokensOn(v.v)}` : ""}
              </text>
            </g>
          ))}
        </svg>
        <table className={styles.table} data-testid="dag-table">
          <thead>
            <tr>
              <th scope="col">{t("vertex")}</th>
              <th scope="col">{t("successors")}</th>
              <th scope="col">{t("options")}</th>
              <th scope="col">{t("grundy")}</th>
            </tr>
          </thead>
          <tbody>
            {dag.vertices.map((v) => (
              <tr key={v.v}>
                <th scope="row">{v.v}</th>
                <td>{v.successors.length > 0 ? v.successors.join(", ") : t("none")}</td>
                <td>{`{${v.optionValues.join(", ")}}`}</td>
                <td className={v.grundy === 0 ? styles.cellP : ""} data-testid="dag-grundy-cell" data-vertex={v.v} data-grundy={v.grundy}>
                  {v.grundy}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary}>{t("legend")}</p>
      {dag.tokens && dag.xor !== null && (
        <p className={styles.summary} data-testid="dag-xor" data-xor={dag.xor}>
          {t("xor", { tokens: dag.tokens.join(", "), terms: dag.tokens.map((v) => `g(${v})`).join(" ⊕ "), xor: dag.xor })}
        </p>
      )}
    </>
  );
}
