"use client";

// Every legal move as a button: the rules' own list, for a move the board makes awkward.
import { useTranslations } from "next-intl";
import type { LearnGame } from "@/lib/learn";
import styles from "./play.module.css";

/** Enough to pick from; New Stone positions can have thousands of moves. */
const MAX_LISTED = 200;

export function MoveList({
  game,
  moves,
  onPick,
  active,
}: {
  game: LearnGame<unknown>;
  /** The legal moves, each in the board's order. */
  moves: unknown[];
  onPick: (index: number) => void;
  active: boolean;
}) {
  const t = useTranslations("play.moves");
  return (
    <details className={styles.moveList} data-testid="move-list">
      <summary>{t("all", { count: moves.length })}</summary>
      <div className={styles.moveButtons}>
        {moves.slice(0, MAX_LISTED).map((to, i) => (
          <button
            key={i}
            type="button"
            className="button button-secondary button-small"
            disabled={!active}
            data-testid="move-button"
            data-to={JSON.stringify(to)}
            onClick={() => onPick(i)}
          >
            {game.show(to)}
          </button>
        ))}
      </div>
      {moves.length > MAX_LISTED && <p className="muted">{t("more", { count: moves.length - MAX_LISTED })}</p>}
    </details>
  );
}
