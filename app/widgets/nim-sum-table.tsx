"use client";
// Widget 4: small multi-pile positions, the nim-sum of their heaps and their outcome by the rules.
import { useTranslations } from "next-intl";
import { binary, type NimSumTable, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"nim-sum-table">;


export function NimSumTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.nimSum");
  const chessmen = spec.game === "georgia-bob";
  const which =
    "list" in spec.positions
      ? t("some")
      : t(chessmen ? "everyChessmen" : "everyPiles", { count: spec.positions.count, max: spec.positions.max });
  return (
    <WidgetFrame
      widget="nim-sum-table"
      caption={
        <>
          {t("caption", { game: t(`game.${spec.game}`), which, only: spec.only ?? "all" })}
        </>
      }
      controls={
        <>
          {"list" in spec.positions ? (
            <ArgField label={t("positionsField")} name="positions" value={args.positions ?? ""} width={28} onChange={set} />
          ) : (
            <>
              <ArgField label={t(chessmen ? "chessmenField" : "pilesField")} name="count" value={args.count ?? ""} onChange={set} />
              <ArgField label={t("largestField")} name="max" value={args.max ?? ""} onChange={set} />
            </>
          )}
          <ArgField label={t("onlyField")} name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? (
        <Table table={computed.data} heapsLabel={chessmen ? t("gaps") : null} positionLabel={chessmen ? t("cells") : t("piles")} />
      ) : (
        <ComputeError message={computed.error} />
      )}
    </WidgetFrame>
  );
}

function Table({ table, heapsLabel, positionLabel }: { table: NimSumTable; heapsLabel: string | null; positionLabel: string }) {
  const width = Math.max(1, ...table.rows.flatMap((r) => [...r.heaps, r.nimSum].map((v) => v.toString(2).length)));
  const disagreements = table.rows.filter((r) => (r.nimSum === 0) !== (r.outcome === "P")).length;
  const t = useTranslations("widgets.nimSum");
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="nim-sum-table">
          <thead>
            <tr>
              <th scope="col">{positionLabel}</th>
              {heapsLabel && <th scope="col">{heapsLabel}</th>}
              <th scope="col">{t("binary")}</th>
              <th scope="col">{t("nimSum")}</th>
              <th scope="col">{t("outcome")}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => {
              const wrong = (r.nimSum === 0) !== (r.outcome === "P");
              return (
                <tr key={r.position.join(",")} className={wrong ? styles.disagree : undefined} data-testid="nim-sum-row" data-outcome={r.outcome} data-nim-sum={r.nimSum}>
                  <td>({r.position.join(", ")})</td>
                  {heapsLabel && <td>({r.heaps.join(", ")})</td>}
                  <td className={styles.mono}>{r.heaps.map((h) => binary(h, width)).join(" ⊕ ")}</td>
                  <td className={styles.mono}>
                    {r.nimSum} = {binary(r.nimSum, width)}
                  </td>
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
      <p className={styles.summary} data-testid="table-summary">
        {t("shown", { shown: table.rows.length, searched: table.searched })}{" "}
        {disagreements === 0 ? t("agree") : t("disagree", { count: disagreements })}
      </p>
    </>
  );
}
