// What the lab found: one section per pile (Grundy strip, period, P-positions), then the
// position's value when every pile has a size. No hooks: the server renders it too.
import { describeComponent, LAB_PERIOD_SEARCH_CAP, type LabAnalysis, type LabPeriod, type LabPileAnalysis } from "@/lib/learn/lab";
import styles from "./lab.module.css";

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
  return (
    <section className={`panel ${styles.pile}`} data-testid="lab-pile" data-index={index}>
      <h2>
        {many ? `Pile ${index + 1}: ` : ""}
        {describeComponent(pile.component)}
        {pile.component.size !== undefined && (
          <span className={styles.sizeNote} data-testid="lab-pile-size">
            {" "}
            (size {pile.component.size.toLocaleString("en-US")}: g = {pile.valueAtSize ?? "?"})
          </span>
        )}
      </h2>
      <ol className={styles.strip} aria-label={`Grundy values g(0..${range})`} data-testid="lab-strip">
        {pile.values.map((g, n) => (
          <li key={n} className={cellClass(n)} data-testid="lab-cell" data-n={n} data-g={g} title={g === 0 ? `g(${n}) = 0: a P-position` : `g(${n}) = ${g}`}>
            <span className={styles.cellIndex}>{n}</span>
            <span className={styles.cellValue}>{g}</span>
          </li>
        ))}
      </ol>
      <PeriodText period={period} />
      <p className={styles.summary} data-testid="lab-p-positions">
        P-positions (g = 0) up to {range}: {pile.pPositions.length ? pile.pPositions.join(", ") : "none"}.
      </p>
      {pile.component.size !== undefined && pile.valueAtSize === undefined && (
        <p className={styles.summary}>Without a period, a pile of {pile.component.size.toLocaleString("en-US")} is too large to evaluate here.</p>
      )}
    </section>
  );
}

function PeriodText({ period }: { period: LabPeriod }) {
  const data = { "data-testid": "lab-period", "data-kind": period.kind } as const;
  if (period.kind === "certified") {
    const { preperiod, period: p, pResidues } = period;
    const from = preperiod === 0 ? "" : ` for n ≥ ${preperiod}`;
    return (
      <p className={styles.summary} {...data} data-period={p} data-preperiod={preperiod}>
        <strong>
          Period {p}, pre-period {preperiod}
        </strong>
        : g(n + {p}) = g(n) for every n ≥ {preperiod}. Proved, not guessed: g(n) depends only on the values just before n (as far back as the
        largest move), and those repeat. So the P-positions{from} are{" "}
        {pResidues.length ? `exactly the n with ${preperiod === 0 ? "n" : `(n − ${preperiod})`} mod ${p} in {${pResidues.join(", ")}}` : "none"}.
        {preperiod > 0 ? " Shaded: the pre-period." : ""} A thick line starts each period.
      </p>
    );
  }
  if (period.kind === "observed") {
    return (
      <p className={styles.summary} {...data} data-period={period.period} data-preperiod={period.preperiod}>
        <strong>Looks periodic in g(0..{period.upTo})</strong>: period {period.period} from n = {period.preperiod} on, seen at least three times.
        Not proved: this rule is not a finite subtraction set, so nothing here shows the pattern goes on past {period.upTo}.
      </p>
    );
  }
  return (
    <p className={styles.summary} {...data}>
      {period.upTo === LAB_PERIOD_SEARCH_CAP - 1 ? (
        <>
          <strong>No period found</strong> within the first {LAB_PERIOD_SEARCH_CAP.toLocaleString("en-US")} positions, where the search stops. (Every
          finite subtraction set is eventually periodic; this period is beyond the search.)
        </>
      ) : (
        <>
          <strong>No period</strong> in g(0..{period.upTo}): no pattern repeats at least three times in this range.
        </>
      )}
    </p>
  );
}

function SumSection({ analysis }: { analysis: LabAnalysis }) {
  const sum = analysis.sum!;
  const piles = analysis.piles;
  const position = piles.map((p) => p.component.size!.toLocaleString("en-US")).join(", ");
  const terms = piles.map((p) => String(p.valueAtSize));
  const one = piles.length === 1;
  const move = sum.move;
  return (
    <section className={`panel ${styles.sum}`} data-testid="lab-sum" data-value={sum.value} data-outcome={sum.isP ? "P" : "N"}>
      <h2>{one ? "The position" : "The sum"}</h2>
      <p>
        {one ? `A pile of ${position}` : `Piles (${position})`}: g = {one ? terms[0] : `${terms.join(" ⊕ ")} = ${sum.value}`}
        {one ? "" : " (Sprague–Grundy: the value of a sum is the xor of its piles' values)"}.{" "}
        {sum.isP ? (
          <strong className={styles.verdictP}>A P-position: the player to move loses.</strong>
        ) : (
          <strong className={styles.verdictN}>An N-position: the player to move wins.</strong>
        )}
      </p>
      {move && (
        <p data-testid="lab-sum-move">
          A winning move: {one ? "" : `in pile ${move.pile + 1}, `}go from {move.from.toLocaleString("en-US")} to {move.to.toLocaleString("en-US")}
          {one
            ? ", a P-position (g = 0)."
            : `: g(${move.to.toLocaleString("en-US")}) = ${piles[move.pile]!.valueAtSize} ⊕ ${sum.value} = ${piles[move.pile]!.valueAtSize! ^ sum.value}, so the xor becomes 0.`}
        </p>
      )}
    </section>
  );
}
