"use client";
// Widget 5: the P/N table of the team game (POJ 2068): a row per seat, a column per stone count.
import { useTranslations } from "next-intl";
import type { PnSeats, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"pn-seats">;

export function PnSeatsWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.pnSeats");
  return (
    <WidgetFrame
      widget="pn-seats"
      caption={<>{t("caption", { limits: spec.limits.join(", "), to: spec.to })}</>}
      controls={
        <>
          <ArgField label={t("limits")} name="limits" value={args.limits ?? ""} width={14} onChange={set} />
          <ArgField label={t("to")} name="to" value={args.to ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <SeatsTable table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function SeatsTable({ table }: { table: PnSeats }) {
  const t = useTranslations("widgets.pnSeats");
  const columns = table.outcomes[0]?.length ?? 0;
  const firstSeatP = table.outcomes[0]?.flatMap((o, s) => (o === "P" ? [s] : [])) ?? [];
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grid} data-testid="pn-seats">
          <thead>
            <tr>
              <th scope="col">{t("seat")}</th>
              <th scope="col">{t("take")}</th>
              {Array.from({ length: columns }, (_, s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.outcomes.map((row, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <th scope="row">{table.limits[i]}</th>
                {row.map((o, s) => (
                  <td
                    key={s}
                    className={o === "P" ? styles.cellP : styles.cellN}
                    data-testid="pn-seats-cell"
                    data-seat={i + 1}
                    data-stones={s}
                    data-outcome={o}
                    title={t(o === "P" ? "cellP" : "cellN", { seat: i + 1, stones: s })}
                  >
                    {o}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="p-positions">
        {t("first", { list: firstSeatP.join(", ") || t("none") })}
      </p>
      <p className={styles.summary}>{t("legend")}</p>
    </>
  );
}
