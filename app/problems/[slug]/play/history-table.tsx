"use client";

// After the game: every position labelled P or N, and the moves that gave a won game away.
import { useTranslations } from "next-intl";
import type { LearnGame } from "@/lib/learn";
import type { ReviewedStep } from "@/lib/learn/play";
import styles from "./play.module.css";

type Translator = ReturnType<typeof useTranslations<"play.history">>;

export function HistoryTable({ game, review }: { game: LearnGame<unknown>; review: ReviewedStep<unknown>[] }) {
  const t = useTranslations("play.history");
  return (
    <section className="panel" data-testid="history">
      <h2>{t("title")}</h2>
      <p className="muted">{t("intro")}</p>
      <table className="table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t("colMoved")}</th>
            <th>{t("colPosition")}</th>
            <th>{t("colClass")}</th>
            <th>{t("colComment")}</th>
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
              <td>{step.mover === "student" ? t("you") : step.mover === "computer" ? t("computer") : t("start")}</td>
              <td>{game.show(step.shown)}</td>
              <td>
                <span className={step.label === "P" ? styles.labelP : styles.labelN}>{step.label}</span>
              </td>
              <td>{comment(game, step, review[i - 1], t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function comment(game: LearnGame<unknown>, step: ReviewedStep<unknown>, before: ReviewedStep<unknown> | undefined, t: Translator): string {
  if (!before) return step.label === "P" ? t("firstLoses") : t("firstWins");
  const you = step.mover === "student";
  if (step.missed) return t(you ? "youLeftN" : "computerLeftN", { position: game.show(step.missed.to) });
  if (before.label === "P") return t("fromP");
  return t(you ? "youToP" : "computerToP");
}
