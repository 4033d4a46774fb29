"use client";
// Widget 1: a one-pile game's positions n = from..to, each marked P or N.
import { useTranslations } from "next-intl";
import type { WidgetSpecOf } from "@/lib/learn/widgets";
import { onePileText } from "./one-pile-text";
import { PileArgFields } from "./pile-arg-fields";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"pn-strip">;

export function PnStripWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const t = useTranslations("widgets");
  return (
    <WidgetFrame
      widget="pn-strip"
      caption={
        <>
          {t("pnStrip.caption", { game: onePileText(spec.pile, t), from: spec.from, to: spec.to })}
        </>
      }
      controls={
        <>
          <PileArgFields pile={spec.pile} args={args} onChange={set} />
          <ArgField label={t("pnStrip.from")} name="from" value={args.from ?? ""} onChange={set} />
          <ArgField label={t("pnStrip.to")} name="to" value={args.to ?? ""} onChange={set} />
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
                data-take={c.take}
                title={
                  c.take === undefined
                    ? t(c.outcome === "P" ? "pnStrip.cellP" : "pnStrip.cellN", { n: c.n })
                    : t("pnStrip.cellNTake", { n: c.n, take: c.take })
                }
              >
                <span className={styles.cellIndex}>{c.n}</span>
                <span className={styles.cellValue}>{c.outcome}</span>
                {c.take !== undefined && <span className={styles.cellIndex}>−{c.take}</span>}
              </li>
            ))}
          </ol>
          {spec.pile.game === "fibonacci-nim" && <p className={styles.summary}>{t("pnStrip.takes")}</p>}
          <p className={styles.summary} data-testid="p-positions">
            {t("pnStrip.pPositions", {
              list:
                computed.data
                  .filter((c) => c.outcome === "P")
                  .map((c) => c.n)
                  .join(", ") || t("pnStrip.none"),
            })}
          </p>
        </>
      ) : (
        <ComputeError message={computed.error} />
      )}
    </WidgetFrame>
  );
}
