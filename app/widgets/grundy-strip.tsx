"use client";
// Widget 3: the Grundy values of a subtraction-type game, with the certified pre-period and period
// (none for an infinite set such as the Fibonacci numbers).
import { useLocale, useTranslations } from "next-intl";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { periodPhase, type GrundyStrip, type WidgetSpecOf } from "@/lib/learn/widgets";
import { PileArgFields } from "./pile-arg-fields";
import { useWidget } from "./use-widget";
import { ArgField, ComputeError, WidgetFrame } from "./widget-frame";
import styles from "./widgets.module.css";

type Spec = WidgetSpecOf<"grundy-strip">;

export function GrundyStripWidget({ spec: initial }: { spec: Spec }) {
  const { spec, args, set, inputError, computed } = useWidget(initial);
  const strip = computed.ok ? computed.data : null;
  const t = useTranslations("widgets.grundyStrip");
  return (
    <WidgetFrame
      widget="grundy-strip"
      caption={
        <>
          {t("caption", { set: `{${strip ? strip.set.join(", ") : ""}${strip?.infinite ? ", …" : ""}}` })}
          {spec.pile.game === "bash" ? t("bash", { m: spec.pile.m }) : ""}
        </>
      }
      controls={
        <>
          <PileArgFields pile={spec.pile} args={args} onChange={set} />
          <ArgField label={t("upTo")} name="to" value={args.to ?? ""} placeholder={strip ? String(strip.values.length - 1) : ""} onChange={set} />
        </>
      }
      inputError={inputError}
    >
      {strip ? <GrundyTable strip={strip} /> : <ComputeError message={computed.ok ? "" : computed.error} />}
    </WidgetFrame>
  );
}

function GrundyTable({ strip }: { strip: GrundyStrip }) {
  const t = useTranslations("widgets.grundyStrip");
  const locale = useLocale();
  const cellClass = (n: number) => {
    const phase = periodPhase(strip, n);
    return [phase === "pre" ? styles.prePeriod : "", phase === 0 ? styles.periodStart : "", strip.values[n] === 0 ? styles.cellP : ""].join(" ");
  };
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.grundy} data-testid="grundy-strip" data-preperiod={strip.preperiod ?? "none"} data-period={strip.period ?? "none"}>
          <tbody>
            <tr>
              <th scope="row">n</th>
              {strip.values.map((_, n) => (
                <td key={n} className={cellClass(n)}>
                  {n}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">g(n)</th>
              {strip.values.map((g, n) => (
                <td key={n} className={cellClass(n)} data-testid="grundy-cell" data-n={n} data-grundy={g} data-phase={periodPhase(strip, n) ?? "none"}>
                  {g}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid="period">
        {strip.preperiod === null || strip.period === null ? (
          joinSentences(locale, [t("noPeriod"), t("legendNoPeriod")])
        ) : (
          joinSentences(locale, [t("summary", { preperiod: strip.preperiod, period: strip.period, largest: Math.max(...strip.set) }), strip.preperiod > 0 && t("shaded"), t("legend")])
        )}
      </p>
    </>
  );
}
