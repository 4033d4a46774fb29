"use client";
// Widget 4: small multi-pile positions, the nim-sum of their heaps and their outcome by the rules.
import { binary, type NimSumTable, type WidgetSpecOf } from "@/lib/learn/widgets";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"nim-sum-table">;

const TITLES: Record<Spec["game"], { game: string; position: string; heaps: string | null }> = {
  nim: { game: "Nim", position: "Piles", heaps: null },
  "georgia-bob": { game: "Georgia and Bob", position: "Cells", heaps: "Gaps inside the pairs" },
  "new-stone": { game: "the New Stone Game", position: "Piles", heaps: null },
};

export function NimSumTableWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const title = TITLES[spec.game];
  const which =
    "list" in spec.positions
      ? "some positions"
      : `every position of ${spec.positions.count} ${spec.game === "georgia-bob" ? "chessmen on cells" : "non-empty piles of"} 1..${spec.positions.max}`;
  return (
    <WidgetFrame
      widget="nim-sum-table"
      caption={
        <>
          {title.game}: {which}
          {spec.only ? `, ${spec.only}-positions only` : ""}, with the nim-sum and the outcome found by searching the rules
        </>
      }
      controls={
        <>
          {"list" in spec.positions ? (
            <ArgField label="positions" name="positions" value={args.positions ?? ""} width={28} onChange={set} />
          ) : (
            <>
              <ArgField label={spec.game === "georgia-bob" ? "chessmen" : "piles"} name="count" value={args.count ?? ""} onChange={set} />
              <ArgField label="largest" name="max" value={args.max ?? ""} onChange={set} />
            </>
          )}
          <ArgField label="only (P or N)" name="only" value={args.only ?? ""} width={2} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? <Table table={computed.data} heapsLabel={title.heaps} positionLabel={title.position} /> : <ComputeError message={computed.error} />}
    </WidgetFrame>
  );
}

function Table({ table, heapsLabel, positionLabel }: { table: NimSumTable; heapsLabel: string | null; positionLabel: string }) {
  const width = Math.max(1, ...table.rows.flatMap((r) => [...r.heaps, r.nimSum].map((v) => v.toString(2).length)));
  const disagreements = table.rows.filter((r) => (r.nimSum === 0) !== (r.outcome === "P")).length;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="nim-sum-table">
          <thead>
            <tr>
              <th scope="col">{positionLabel}</th>
              {heapsLabel && <th scope="col">{heapsLabel}</th>}
              <th scope="col">Heaps in binary</th>
              <th scope="col">Nim-sum</th>
              <th scope="col">P/N (by the rules)</th>
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
                    {wrong ? " ≠ nim-sum rule" : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="table-summary">
        {table.rows.length} of {table.searched} positions shown.{" "}
        {disagreements === 0
          ? "In every row, P exactly when the nim-sum is 0."
          : `In ${disagreements} row${disagreements === 1 ? "" : "s"} (marked) the nim-sum rule "P exactly when the nim-sum is 0" is wrong.`}
      </p>
    </>
  );
}
