"use client";
// Widget 5: Nim positions pile by pile, k ⊕ X beside the winning moves found by searching the rules.
import { useTranslations } from "next-intl";
import { binary, type WinningMovesRow, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"winning-moves">;

export function WinningMovesWidget({ spec: initial }: { spec: Spec }) {
  const { args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets.winningMoves");
  return (
    <WidgetFrame
      widget="winning-moves"
      caption={t("caption")}
      controls={<ArgField label={t("positionsField")} name="positions" value={args.positions ?? ""} width={28} onChange={set} />}
      inputError={inputError}
    >
      {computed.ok ? <Table rows={computed.data.rows} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

/** Bouton: the pile has a winning move exactly when k ⊕ X < k, namely to k ⊕ X. */
const predicted = (size: number, target: number) => (target < size ? [target] : []);

function Table({ rows }: { rows: WinningMovesRow[] }) {
  const t = useTranslations("widgets.winningMoves");
  const width = Math.max(1, ...rows.flatMap((r) => [...r.piles.map((p) => p.size), r.nimSum].map((v) => v.toString(2).length)));
  const disagreements = rows.filter((r) => r.piles.some((p) => p.winningTo.join(",") !== predicted(p.size, p.target).join(","))).length;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="winning-moves-table">
          <thead>
            <tr>
              <th scope="col">{t("piles")}</th>
              <th scope="col">{t("nimSum")}</th>
              <th scope="col">{t("pileByPile")}</th>
              <th scope="col">{t("count")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-testid="winning-moves-row" data-count={r.count} data-nim-sum={r.nimSum}>
                <td>({r.piles.map((p) => p.size).join(", ")})</td>
                <td className={styles.mono}>
                  {r.nimSum} = {binary(r.nimSum, width)}
                </td>
                <td className={styles.mono}>
                  {r.piles.map((p, j) => (
                    <div key={j} className={p.winningTo.length > 0 ? styles.cellN : undefined} data-testid="winning-moves-pile" data-wins={p.winningTo.length}>
                      {binary(p.size, width)} ⊕ {binary(r.nimSum, width)} = {binary(p.target, width)}: {p.target} {p.target < p.size ? "<" : "≥"} {p.size}
                      {" — "}
                      {p.winningTo.length > 0 ? t("take", { take: p.size - p.winningTo[0]!, to: p.winningTo[0]! }) : t("none")}
                    </div>
                  ))}
                </td>
                <td className={r.outcome === "P" ? styles.cellP : styles.cellN}>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="table-summary">
        {disagreements === 0 ? t("agree") : t("disagree", { count: disagreements })}
      </p>
    </>
  );
}
