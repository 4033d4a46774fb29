"use client";

// The theory's advice for the current position: a winning move and its reason, or "this is P".
import type { LearnGame } from "@/lib/learn";
import type { Hint } from "@/lib/learn/play";
import styles from "./play.module.css";

export function HintPanel({ game, hint }: { game: LearnGame<unknown>; hint: Hint<unknown> }) {
  if (hint.kind === "over") return null;
  return (
    <div
      className={`note ${styles.hint}`}
      data-testid="hint"
      data-kind={hint.kind}
      data-to={hint.kind === "winning" ? JSON.stringify(hint.shown) : undefined}
    >
      {hint.kind === "winning" && (
        <p>
          <strong>Winning move: to {game.show(hint.shown)}.</strong>
        </p>
      )}
      {hint.kind === "p-position" && (
        <p>
          <strong>No winning move.</strong>
        </p>
      )}
      <p data-testid="hint-text">{hint.explanation}</p>
    </div>
  );
}
