// One check's result: the conjecture holds, or the first counterexample with the property it
// breaks and the move that shows it, or what went wrong with the code. lib/learn/conjecture
// gives the sentence as a code and its values; the words are the reader's language's.
import { useTranslations } from "next-intl";
import { P_PROPERTIES, type ConjectureResult, type ShownMove } from "@/lib/learn/conjecture";
import { learnTextWords } from "../../../learn-text";
import styles from "./conjecture.module.css";

function MoveList({ from, moves, total, label }: { from: string; moves: ShownMove[]; total: number; label: string }) {
  const t = useTranslations("conjecture");
  return (
    <>
      <table className={`table ${styles.moves}`} data-testid="counterexample-moves">
        <thead>
          <tr>
            <th>{t("colMove")}</th>
            <th>{label}</th>
          </tr>
        </thead>
        <tbody>
          {moves.map((m, i) => (
            <tr key={i} data-testid="counterexample-option">
              <td>
                {from} → {m.to}
              </td>
              <td>{m.claim}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > moves.length && <p className="muted">{t("moreMoves", { count: total - moves.length })}</p>}
    </>
  );
}

export function ConjectureResultView({ result }: { result: ConjectureResult }) {
  const tAll = useTranslations();
  const t = useTranslations("conjecture");
  const property = result.status === "counterexample" ? result.property : undefined;
  const tone =
    result.status === "holds"
      ? styles.holds
      : result.status === "counterexample" || result.status === "grundy-counterexample"
        ? styles.counterexample
        : styles.problem;
  // Both isP and grundy were defined: grundy was checked, and the headline says so.
  const ignoredIsP = (result.status === "holds" || result.status === "grundy-counterexample") && result.ignoredIsP;
  return (
    <div className={`${styles.result} ${tone}`} data-testid="conjecture-result" data-status={result.status} data-property={property}>
      <p className={styles.headline} data-testid="conjecture-message">
        {learnTextWords(result.message, tAll)}
        {ignoredIsP && ` (${t("ignoredIsP")})`}
      </p>
      {result.status === "counterexample" && (
        <>
          <dl className={styles.facts}>
            <dt>{t("counterexample")}</dt>
            <dd data-testid="counterexample-position">{result.position}</dd>
            <dt>{t("isPSays")}</dt>
            <dd data-testid="counterexample-claim">{result.claimed}</dd>
            <dt>{t("propertyBroken")}</dt>
            <dd data-testid="counterexample-property">
              {P_PROPERTIES[result.property].number}. {t(`property.${result.property}`)}
            </dd>
            {result.move && (
              <>
                <dt>{t("theMove")}</dt>
                <dd data-testid="counterexample-move">{t("moveClaim", { from: result.position, to: result.move.to, claim: result.move.claim })}</dd>
              </>
            )}
            {result.truth && (
              <>
                <dt>{t("byRules")}</dt>
                <dd data-testid="counterexample-truth">{t(result.truth === "P" ? "truthP" : "truthN", { position: result.position })}</dd>
              </>
            )}
          </dl>
          {result.property === "N-without-move-to-P" && (
            <MoveList from={result.position} moves={result.moves} total={result.moveCount} label={t("isPSays")} />
          )}
          <p className="muted">{t("passedBefore", { count: result.checked })}</p>
        </>
      )}
      {result.status === "grundy-counterexample" && (
        <>
          <dl className={styles.facts}>
            <dt>{t("counterexample")}</dt>
            <dd data-testid="counterexample-position">{result.position}</dd>
            <dt>{t("grundySays")}</dt>
            <dd data-testid="counterexample-claim">{result.claimed}</dd>
            <dt>{t("mexOfOptions")}</dt>
            <dd data-testid="counterexample-mex">{result.mex}</dd>
          </dl>
          {result.optionCount > 0 && (
            <MoveList from={result.position} moves={result.options} total={result.optionCount} label={t("grundySays")} />
          )}
          <p className="muted">{t("passedBefore", { count: result.checked })}</p>
        </>
      )}
    </div>
  );
}
