"use client";
// Widget: small positions of Moore's Nim_k, the ones in each bit column of their piles and their
// outcome by the rules; rows where "P iff every column is a multiple of k+1" fails are marked.
import { useTranslations } from "next-intl";
import { binary, type MooreTable, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"moore-table">;

export function MooreTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.mooreTable");
  return (
    <WidgetFrame
      widget="moore-table"
      caption={<>{t("caption", { k: spec.k, count: spec.count, max: spec.max, only: spec.only ?? "all" })}</>}
      controls={
        <>
          <ArgField label={t("kField")} name="k" value={args.k ?? ""} onChange={set} />
          <ArgField label={t("pilesField")} name="count" value={args.count ?? ""} onChange={set} />
          <ArgField label={t("largestField")} name="max" value={args.max ?? ""} onChange={set} />
          <ArgField label={t("onlyField")} name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table table={computed.data} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Table({ table }: { table: MooreTable }) {
  const t = useTranslations("widgets.mooreTable");
  const modulus = table.k + 1;
  const ruleSaysP = (columns: number[]) => columns.every((c) => c % modulus === 0);
  const disagreements = table.rows.filter((r) => ruleSaysP(r.columns) !== (r.outcome === "P")).length;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="moore-table">
          <thead>
            <tr>
              <th scope="col">{t("piles")}</th>
              <th scope="col">{t("binary")}</th>
              <th scope="col">{t("columns")}</th>
              <th scope="col">{t("outcome")}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => {
              const wrong = ruleSaysP(r.columns) !== (r.outcome === "P");
              return (
                <tr key={r.position.join(",")} className={wrong ? styles.disagree : undefined} data-testid="moore-row" data-outcome={r.outcome}>
                  <td>({r.position.join(", ")})</td>
                  <td className={styles.mono}>{r.position.map((p) => binary(p, table.width)).join(" ")}</td>
                  <td className={styles.mono}>{r.columns.join(" ")}</td>
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
      <p className={styles.summary} data-testid="moore-summary">
        {t("shown", { shown: table.rows.length, searched: table.searched })}{" "}
        {disagreements === 0 ? t("agree", { modulus }) : t("disagree", { count: disagreements, modulus })}
      </p>
    </>
  );
}
