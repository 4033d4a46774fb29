"use client";
// Widget: the multiplication game (POJ 2505) with target n: the products 1..n-1 in bands of
// ratio 2 and 9, each band's outcome beside the searched outcomes of its reachable products.
import { useTranslations } from "next-intl";
import type { MultiplicationBandsTable, WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"multiplication-bands">;

export function MultiplicationBandsWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.multiplicationBands");
  return (
    <WidgetFrame
      widget="multiplication-bands"
      caption={<>{t("caption", { n: spec.n })}</>}
      controls={<ArgField label={t("nField")} name="n" value={args.n ?? ""} width={10} onChange={set} />}
      inputError={inputError}
    >
      {computed.ok ? <BandsTable table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function BandsTable({ table }: { table: MultiplicationBandsTable }) {
  const t = useTranslations("widgets.multiplicationBands");
  const disagreements = table.rows.reduce((s, r) => s + r.disagreements, 0);
  const searched = table.rows.reduce((s, r) => s + r.reachable, 0);
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="multiplication-bands">
          <thead>
            <tr>
              <th scope="col">{t("products")}</th>
              <th scope="col">{t("edge")}</th>
              <th scope="col">{t("outcome")}</th>
              <th scope="col">{t("reachable")}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.low} className={r.disagreements > 0 ? styles.disagree : undefined} data-testid="multiplication-band" data-outcome={r.outcome}>
                <td className={styles.mono}>
                  {r.low === r.high ? r.low : `${r.low} … ${r.high}`}
                </td>
                <td className={styles.mono}>⌈{table.n}/{r.divisor}⌉</td>
                <td className={r.outcome === "P" ? styles.cellP : styles.cellN}>{t(r.outcome === "P" ? "moverLoses" : "moverWins")}</td>
                <td className={styles.mono}>
                  {r.reachable === 0 ? t("noneReachable") : t("examples", { count: r.reachable, list: r.examples.join(", "), more: r.reachable > r.examples.length ? "yes" : "no" })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="multiplication-summary">
        {t("start", { n: table.n, winner: table.start === "N" ? "Stan" : "Ollie" })}{" "}
        {disagreements === 0 ? t("agree", { searched }) : t("disagree", { count: disagreements, searched })}
      </p>
    </>
  );
}
