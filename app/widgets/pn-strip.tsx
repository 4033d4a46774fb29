"use client";
// Widget 1: a one-pile game's positions n = from..to, each marked P or N.
import { describeOnePileGame, type WidgetSpecOf } from "@/lib/learn/widgets";
import { PileArgFields } from "./pile-arg-fields";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"pn-strip">;

export function PnStripWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  return (
    <WidgetFrame
      widget="pn-strip"
      caption={
        <>
          P- and N-positions of one pile, {describeOnePileGame(spec.pile)}: n = {spec.from}..{spec.to}
        </>
      }
      controls={
        <>
          <PileArgFields pile={spec.pile} args={args} onChange={set} />
          <ArgField label="from n =" name="from" value={args.from ?? ""} onChange={set} />
          <ArgField label="to n =" name="to" value={args.to ?? ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {computed.ok ? (
        <>
          <ol className={styles.strip} data-testid="pn-strip">
            {computed.data.map((c) => (
              <li
                key={c.n}
                className={c.outcome === "P" ? styles.cellP : styles.cellN}
                data-testid="pn-strip-cell"
                data-n={c.n}
                data-outcome={c.outcome}
                title={`n = ${c.n}: ${c.outcome === "P" ? "P (the player to move loses)" : "N (the player to move wins)"}`}
              >
                <span className={styles.cellIndex}>{c.n}</span>
                <span className={styles.cellValue}>{c.outcome}</span>
              </li>
            ))}
          </ol>
          <p className={styles.summary} data-testid="p-positions">
            P-positions: {computed.data.filter((c) => c.outcome === "P").map((c) => c.n).join(", ") || "none"}
          </p>
        </>
      ) : (
        <ComputeError message={computed.error} />
      )}
    </WidgetFrame>
  );
}
