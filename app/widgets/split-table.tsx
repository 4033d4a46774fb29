"use client";
// Widget: small positions of Stone Game II, Σ (popcount − 1) of their piles and their outcome by
// the rules (ours, or the literal reading whose magic may empty a pile); rows where "N exactly
// when the sum is odd" fails are marked.
import { useTranslations } from "next-intl";
import { binary, type SplitTable, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"split-table">;

export function SplitTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.splitTable");
  return (
    <WidgetFrame
      widget="split-table"
      caption={<>{t("caption", { count: spec.count, max: spec.max, rules: spec.rules, only: spec.only ?? "all" })}</>}
      controls={
        <>
          <ArgField label={t("pilesField")} name="count" value={args.count ?? ""} onChange={set} />
          <ArgField label={t("largestField")} name="max" value={args.max ?? ""} onChange={set} />
          <ArgField label={t("rulesField")} name="rules" value={args.rules ?? ""} width={7} onChange={set} />
          <ArgField label={t("onlyField")} name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Table({ table }: { table: SplitTable }) {
  const t = useTranslations("widgets.splitTable");
  const ruleSaysN = (movesLeft: number) => movesLeft % 2 === 1;
  const disagreements = table.rows.filter((r) => ruleSaysN(r.movesLeft) !== (r.outcome === "N")).length;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="split-table">
          <thead>
            <tr>
              <th scope="col">{t("piles")}</th>
              <th scope="col">{t("binary")}</th>
              <th scope="col">{t("movesLeft")}</th>
              <th scope="col">{t("outcome")}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => {
              const wrong = ruleSaysN(r.movesLeft) !== (r.outcome === "N");
              return (
                <tr key={r.position.join(",")} className={wrong ? styles.disagree : undefined} data-testid="split-row" data-outcome={r.outcome}>
                  <td>({r.position.join(", ")})</td>
                  <td className={styles.mono}>{r.position.map((p) => binary(p, table.width)).join(" ")}</td>
                  <td className={styles.mono}>{r.movesLeft}</td>
                  <td className={r.outcome === "P" ? styles.cellP : styles.cellN}>
                    {r.outcome}
                    {wrong ? ` ${t("wrong")}` : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="split-summary">
        {t("shown", { shown: table.rows.length, searched: table.searched })} {disagreements === 0 ? t("agree") : t("disagree", { count: disagreements })}
      </p>
    </>
  );
}
