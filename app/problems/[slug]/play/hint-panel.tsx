"use client";

// The theory's advice for the current position: a winning move and its reason, or "this is P".
import { useTranslations } from "next-intl";
import type { LearnGame } from "@/lib/learn";
import type { Hint } from "@/lib/learn/play";
import { learnTextWords } from "../../../learn-text";
import styles from "./play.module.css";

export function HintPanel({ game, hint }: { game: LearnGame<unknown>; hint: Hint<unknown> }) {
  const t = useTranslations();
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
          <strong>{t("play.winningMove", { position: game.show(hint.shown) })}</strong>
        </p>
      )}
      {hint.kind === "p-position" && (
        <p>
          <strong>{t("play.noWinningMove")}</strong>
        </p>
      )}
      <p data-testid="hint-text">{learnTextWords(hint.explanation, t)}</p>
    </div>
  );
}
