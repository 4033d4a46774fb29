"use client";
// Widget 2: the P/N grid of a two-pile game (Wythoff, two-pile Nim, kiki's board, misère Nim,
// Euclid's game), or of the Beans Game's three piles with the third pile fixed.
import { useTranslations } from "next-intl";
import type { PnGrid, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"pn-grid">;

export function PnGridWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.pnGrid");
  return (
    <WidgetFrame
      widget="pn-grid"
      caption={
        <>
          {t("caption", {
            game: t(`title.${spec.game}`),
            rowAxis: t(`axes.${spec.game}.rows`),
            lastRow: spec.rows - 1,
            colAxis: t(`axes.${spec.game}.cols`),
            lastCol: spec.cols - 1,
          })}
          {spec.third !== undefined && t("thirdPile", { third: spec.third })}
        </>
      }
      controls={
        <>
          <ArgField label={t("rows")} name="rows" value={args.rows ?? ""} onChange={set} />
          <ArgField label={t("columns")} name="cols" value={args.cols ?? ""} onChange={set} />
          {spec.third !== undefined && <ArgField label={t("third")} name="third" value={args.third ?? ""} onChange={set} />}
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <GridTable grid={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function GridTable({ grid }: { grid: PnGrid }) {
  const t = useTranslations("widgets.pnGrid");
  const cols = grid.outcomes[0]?.length ?? 0;
  // Wythoff and Nim are symmetric: list each P-position once, smaller pile first. Euclid's
  // P-positions fill two wedges of the grid (b < a < phi b and its mirror): too many to list.
  const listed = grid.game === "kiki" || grid.game === "euclid" ? [] : pPositions(grid).filter(([a, b]) => a <= b);
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grid} data-testid="pn-grid">
          <thead>
            <tr>
              {/* The corner names the axes in words a screen reader reads (an empty header is no header). */}
              <th scope="col">
                <span className="visually-hidden">{t("corner")}</span>
              </th>
              {Array.from({ length: cols }, (_, b) => (
                <th key={b} scope="col">
                  {b}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.outcomes.map((row, a) => (
              <tr key={a}>
                <th scope="row">{a}</th>
                {row.map((o, b) => (
                  <td
                    key={b}
                    className={o === "P" ? styles.cellP : styles.cellN}
                    data-testid="pn-grid-cell"
                    data-a={a}
                    data-b={b}
                    data-outcome={o}
                    title={`(${a}, ${b}): ${o}`}
                  >
                    {o}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > 0 && (
        <p className={styles.summary} data-testid="p-positions">
          {grid.third === undefined
            ? t("listed", { list: listed.map(([a, b]) => `(${a}, ${b})`).join(", ") })
            : t("listedSlice", { list: listed.map(([a, b]) => `(${a}, ${b}, ${grid.third})`).join(", ") })}
        </p>
      )}
    </>
  );
}

function pPositions(grid: PnGrid): [number, number][] {
  return grid.outcomes.flatMap((row, a) => row.flatMap((o, b): [number, number][] => (o === "P" ? [[a, b]] : [])));
}
