"use client";
// Widget 5: the rows of Chess whose chessmen sit on the last columns, with their options' Grundy
// values and their own (the mex of those).
import { useTranslations } from "next-intl";
import type { ChessRows, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"chess-rows">;

export function ChessRowsWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.chessRows");
  return (
    <WidgetFrame
      widget="chess-rows"
      caption={t(spec.chessmen === null ? "caption" : "captionCount", { from: spec.from, count: spec.chessmen ?? 0 })}
      controls={
        <>
          <ArgField label={t("fromField")} name="from" value={args.from ?? ""} onChange={set} />
          <ArgField label={t("chessmenField")} name="chessmen" value={args.chessmen ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <RowsTable data={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function RowsTable({ data }: { data: ChessRows }) {
  const t = useTranslations("widgets.chessRows");
  const columns = Array.from({ length: 21 - data.from }, (_, k) => data.from + k);
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grundy} data-testid="chess-rows">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
              <th scope="col">{t("options")}</th>
              <th scope="col">g</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.columns.join(",")} data-testid="chess-row" data-columns={row.columns.join(",")} data-grundy={row.value}>
                {columns.map((c) => (
                  <td key={c}>{row.columns.includes(c) ? "●" : "·"}</td>
                ))}
                <td>{`{${row.options.join(", ")}}`}</td>
                <td className={row.value === 0 ? styles.cellP : ""}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary}>{t("legend")}</p>
    </>
  );
}
