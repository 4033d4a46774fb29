// One check's result: the conjecture holds, or the first counterexample with the property it
// breaks and the move that shows it, or what went wrong with the code.
import { P_PROPERTIES, type ConjectureResult, type ShownMove } from "@/lib/learn/conjecture";
import styles from "./conjecture.module.css";

function MoveList({ from, moves, total, label }: { from: string; moves: ShownMove[]; total: number; label: string }) {
  return (
    <>
      <table className={`table ${styles.moves}`} data-testid="counterexample-moves">
        <thead>
          <tr>
            <th>Move</th>
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
      {total > moves.length && (
        <p className="muted">
          … and {total - moves.length} more move{total - moves.length === 1 ? "" : "s"}.
        </p>
      )}
    </>
  );
}

export function ConjectureResultView({ result }: { result: ConjectureResult }) {
  const property = result.status === "counterexample" ? result.property : undefined;
  const tone =
    result.status === "holds"
      ? styles.holds
      : result.status === "counterexample" || result.status === "grundy-counterexample"
        ? styles.counterexample
        : styles.problem;
  return (
    <div className={`${styles.result} ${tone}`} data-testid="conjecture-result" data-status={result.status} data-property={property}>
      <p className={styles.headline} data-testid="conjecture-message">
        {result.message}
      </p>
      {result.status === "counterexample" && (
        <>
          <dl className={styles.facts}>
            <dt>Counterexample</dt>
            <dd data-testid="counterexample-position">{result.position}</dd>
            <dt>Your isP says</dt>
            <dd data-testid="counterexample-claim">{result.claimed}</dd>
            <dt>Property broken</dt>
            <dd data-testid="counterexample-property">
              {P_PROPERTIES[result.property].number}. {P_PROPERTIES[result.property].rule}
            </dd>
            {result.move && (
              <>
                <dt>The move</dt>
                <dd data-testid="counterexample-move">
                  {result.position} → {result.move.to} (your isP says {result.move.claim} for both)
                </dd>
              </>
            )}
            {result.truth && (
              <>
                <dt>By the rules</dt>
                <dd data-testid="counterexample-truth">
                  {result.position} is {result.truth === "P" ? "a P" : "an N"}-position (game-tree search)
                </dd>
              </>
            )}
          </dl>
          {result.property === "N-without-move-to-P" && (
            <MoveList from={result.position} moves={result.moves} total={result.moveCount} label="Your isP says" />
          )}
          <p className="muted">{result.checked} smaller positions passed before this one.</p>
        </>
      )}
      {result.status === "grundy-counterexample" && (
        <>
          <dl className={styles.facts}>
            <dt>Counterexample</dt>
            <dd data-testid="counterexample-position">{result.position}</dd>
            <dt>Your grundy says</dt>
            <dd data-testid="counterexample-claim">{result.claimed}</dd>
            <dt>mex of the options</dt>
            <dd data-testid="counterexample-mex">{result.mex}</dd>
          </dl>
          {result.optionCount > 0 && (
            <MoveList from={result.position} moves={result.options} total={result.optionCount} label="Your grundy says" />
          )}
          <p className="muted">{result.checked} smaller positions passed before this one.</p>
        </>
      )}
    </div>
  );
}
