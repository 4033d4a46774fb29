// What the lab found: one section per pile (Grundy strip, period, P-positions), then the
// position's value when every pile has a size. No state: the server renders it too. The words
// are the reader's language's (the "lab.results" catalog); numbers in prose in their locale.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { sentenceGap } from "@/lib/i18n/join-sentences";
import { LAB_PERIOD_SEARCH_CAP, type LabAnalysis, type LabPeriod, type LabPileAnalysis } from "@/lib/learn/lab";
import styles from "./lab.module.css";
import { componentText, setText } from "./lab-text";

export function LabResults({ analysis, stale }: { analysis: LabAnalysis; stale: boolean }) {
  const many = analysis.piles.length > 1;
  return (
    <div className={stale ? styles.stale : undefined} data-testid="lab-results" aria-busy={stale}>
      {analysis.piles.map((pile, i) => (
        <PileSection key={i} pile={pile} index={i} many={many} range={analysis.range} />
      ))}
      {analysis.sum && <SumSection analysis={analysis} />}
    </div>
  );
}

function PileSection({ pile, index, many, range }: { pile: LabPileAnalysis; index: number; many: boolean; range: number }) {
  const t = useTranslations("lab");
  const { period } = pile;
  const repeating = period.kind === "certified" || period.kind === "observed" ? period : null;
  const cellClass = (n: number) => {
    const classes = [pile.values[n] === 0 ? styles.cellP : styles.cellN];
    if (repeating) {
      if (n < repeating.preperiod) classes.push(styles.prePeriod);
      else if ((n - repeating.preperiod) % repeating.period === 0) classes.push(styles.periodStart);
    }
    return classes.join(" ");
  };
  const game = componentText(pile.component, t);
  return (
    <section className={`panel ${styles.pile}`} data-testid="lab-pile" data-index={index}>
      <h2>
        {many ? t("results.pileHeading", { number: index + 1, game }) : game}
        {pile.component.size !== undefined && (
          <span className={styles.sizeNote} data-testid="lab-pile-size">
            {" "}
            {t("results.sizeNote", { size: pile.component.size, g: pile.valueAtSize ?? "?" })}
          </span>
        )}
      </h2>
      <ol className={styles.strip} aria-label={t("results.stripLabel", { range })} data-testid="lab-strip">
        {pile.values.map((g, n) => (
          <li key={n} className={cellClass(n)} data-testid="lab-cell" data-n={n} data-g={g} title={g === 0 ? t("results.cellP", { n }) : `g(${n}) = ${g}`}>
            <span className={styles.cellIndex}>{n}</span>
            <span className={styles.cellValue}>{g}</span>
          </li>
        ))}
      </ol>
      <PeriodText period={period} />
      <p className={styles.summary} data-testid="lab-p-positions">
        {t("results.pPositions", { range, list: pile.pPositions.length ? pile.pPositions.join(", ") : t("results.none") })}
      </p>
      {pile.component.size !== undefined && pile.valueAtSize === undefined && (
        <p className={styles.summary}>{t("results.tooLarge", { size: pile.component.size })}</p>
      )}
    </section>
  );
}

function PeriodText({ period }: { period: LabPeriod }) {
  const t = useTranslations("lab.results");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const data = { "data-testid": "lab-period", "data-kind": period.kind } as const;
  if (period.kind === "certified") {
    const { preperiod, period: p, pResidues } = period;
    const residues = setText(pResidues);
    const which =
      pResidues.length === 0
        ? t("certifiedNoP", { preperiod })
        : preperiod === 0
          ? t("certifiedP", { period: p, residues })
          : t("certifiedPFrom", { period: p, preperiod, residues });
    return (
      <p className={styles.summary} {...data} data-period={p} data-preperiod={preperiod}>
        <strong>{t("certifiedHead", { period: p, preperiod })}</strong>
        {t("certifiedBody", { period: p, preperiod })} {which}
        {preperiod > 0 ? ` ${t("shaded")}` : ""} {t("thickLine")}
      </p>
    );
  }
  if (period.kind === "observed") {
    return (
      <p className={styles.summary} {...data} data-period={period.period} data-preperiod={period.preperiod}>
        {t.rich("observed", { upTo: period.upTo, period: period.period, preperiod: period.preperiod, strong })}
      </p>
    );
  }
  return (
    <p className={styles.summary} {...data}>
      {period.upTo === LAB_PERIOD_SEARCH_CAP - 1
        ? t.rich("noneCapped", { cap: LAB_PERIOD_SEARCH_CAP, strong })
        : t.rich("noneInRange", { upTo: period.upTo, strong })}
    </p>
  );
}

function SumSection({ analysis }: { analysis: LabAnalysis }) {
  const t = useTranslations("lab.results");
  const format = useFormatter();
  const locale = useLocale();
  const sum = analysis.sum!;
  const piles = analysis.piles;
  const one = piles.length === 1;
  const move = sum.move;
  return (
    <section className={`panel ${styles.sum}`} data-testid="lab-sum" data-value={sum.value} data-outcome={sum.isP ? "P" : "N"}>
      <h2>{one ? t("thePosition") : t("theSum")}</h2>
      <p>
        {one
          ? t("onePile", { size: piles[0]!.component.size!, g: piles[0]!.valueAtSize ?? "?" })
          : t("manyPiles", {
              position: piles.map((p) => format.number(p.component.size!)).join(", "),
              terms: piles.map((p) => String(p.valueAtSize)).join(" ⊕ "),
              value: sum.value,
            })}
        {sentenceGap(locale)}
        {sum.isP ? <strong className={styles.verdictP}>{t("isP")}</strong> : <strong className={styles.verdictN}>{t("isN")}</strong>}
      </p>
      {move && (
        <p data-testid="lab-sum-move">
          {one
            ? t("moveOne", { from: move.from, to: move.to })
            : t("moveSum", {
                pile: move.pile + 1,
                from: move.from,
                to: move.to,
                g: piles[move.pile]!.valueAtSize!,
                value: sum.value,
                target: piles[move.pile]!.valueAtSize! ^ sum.value,
              })}
        </p>
      )}
    </section>
  );
}
