"use client";
// The table of the widgets that test a rule on small positions against the search (Moore's
// Nim_k, Stone Game II): each position with its piles in binary, the rule's quantity and the
// outcome found by searching the rules; rows where the rule is wrong are marked, and a summary
// counts them. Each widget supplies its rows and words.
import { useLocale } from "next-intl";
import type { Outcome } from "@/lib/game";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { binary } from "@/lib/learn/widgets";
import styles from "./widgets.module.css";

export interface RuleCheckRow {
  position: readonly number[];
  /** The rule's quantity for this position, as shown (a sum, the columns' counts...). */
  quantity: string;
  outcome: Outcome;
  /** The rule predicts the other outcome. */
  wrong: boolean;
}

export interface RuleCheckWords {
  piles: string;
  binary: string;
  quantity: string;
  outcome: string;
  /** Appended to the outcome of a row where the rule is wrong. */
  wrong: string;
  /** "n of m positions shown." */
  shown: string;
  /** The verdict on the rule over the rows shown (every row agrees, or how many do not). */
  verdict: string;
}

/** `name` prefixes the test ids: <name>-table, <name>-row, <name>-summary. */
export function RuleCheckTable({ name, width, rows, words }: { name: string; width: number; rows: readonly RuleCheckRow[]; words: RuleCheckWords }) {
  const locale = useLocale();
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid={`${name}-table`}>
          <thead>
            <tr>
              <th scope="col">{words.piles}</th>
              <th scope="col">{words.binary}</th>
              <th scope="col">{words.quantity}</th>
              <th scope="col">{words.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.position.join(",")} className={r.wrong ? styles.disagree : undefined} data-testid={`${name}-row`} data-outcome={r.outcome}>
                <td>({r.position.join(", ")})</td>
                <td className={styles.mono}>{r.position.map((p) => binary(p, width)).join(" ")}</td>
                <td className={styles.mono}>{r.quantity}</td>
                <td className={r.outcome === "P" ? styles.cellP : styles.cellN}>
                  {r.outcome}
                  {r.wrong ? ` ${words.wrong}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.summary} data-testid={`${name}-summary`}>
        {joinSentences(locale, [words.shown, words.verdict])}
      </p>
    </>
  );
}
