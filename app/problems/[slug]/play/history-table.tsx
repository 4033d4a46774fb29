"use client";

// After the game: every position labelled P or N, and the moves that gave a won game away.
import type { LearnGame } from "@/lib/learn";
import type { ReviewedStep } from "@/lib/learn/play";
import styles from "./play.module.css";

const MOVER = { student: "You", computer: "Computer" } as const;

export function HistoryTable({ game, review }: { game: LearnGame<unknown>; review: ReviewedStep<unknown>[] }) {
  return (
    <section className="panel" data-testid="history">
      <h2>The game, position by position</h2>
      <p className="muted">
        P: the player to move loses against perfect play. N: the player to move can win. A good move always leaves a
        P-position to the opponent.
      </p>
      <table className="table">
        <thead>
          <tr>
            <th>#</th>
            <th>Moved</th>
            <th>Position</th>
            <th>Class</th>
            <th>Comment</th>
          </tr>
        </thead>
        <tbody>
          {review.map((step, i) => (
            <tr
              key={i}
              data-testid="history-row"
              data-label={step.label}
              data-mover={step.mover ?? "start"}
              data-position={JSON.stringify(step.shown)}
              className={step.missed ? styles.missed : undefined}
            >
              <td>{i}</td>
              <td>{step.mover ? MOVER[step.mover] : "Start"}</td>
              <td>{game.show(step.shown)}</td>
              <td>
                <span className={step.label === "P" ? styles.labelP : styles.labelN}>{step.label}</span>
              </td>
              <td>{comment(game, step, review[i - 1])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function comment(game: LearnGame<unknown>, step: ReviewedStep<unknown>, before: ReviewedStep<unknown> | undefined): string {
  if (!before) return step.label === "P" ? "The player to move first loses with perfect play." : "The player to move first can win.";
  const who = step.mover === "student" ? "You" : "The computer";
  if (step.missed) return `${who} left an N-position. The winning move was to ${game.show(step.missed.to)}.`;
  if (before.label === "P") return "Every move from a P-position leads to N: no better choice existed.";
  return `${who} moved to a P-position: a winning move.`;
}
