"use client";

// Fibonacci Nim's board: one pile and the most the player to move may take (twice the last
// take; anything but the whole pile on the first move). Click a stone to take it and every stone
// after it, or type a number: a take above the cap is refused with the rule it breaks.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { allowedTake, checkTake, lastTake, takeStones, type CappedPile } from "@/lib/learn/play/boards/capped-pile";
import styles from "./play.module.css";

export interface CappedPileBoardProps {
  position: CappedPile;
  /** The position before the last move (none at the start). */
  previous: CappedPile | undefined;
  isLegal: (p: CappedPile) => boolean;
  onMove: (p: CappedPile) => void;
  active: boolean;
  finished: boolean;
}

export function CappedPileBoard({ position, previous, isLegal, onMove, active, finished }: CappedPileBoardProps) {
  const t = useTranslations("play.board");
  const locale = useLocale();
  const max = allowedTake(position);
  const last = lastTake(previous, position);
  return (
    <div className={styles.piles}>
      <div className={styles.pile} data-testid="pile-0" data-count={position.stones}>
        <span className={styles.pileLabel}>
          {t("stones")}: <strong>{position.stones}</strong>
        </span>
        <span className={styles.stones}>
          {Array.from({ length: position.stones }, (_, j) => {
            const take = position.stones - j;
            const to = takeStones(position, take);
            const legal = active && isLegal(to);
            return (
              <button
                key={j}
                type="button"
                className={styles.stone}
                disabled={!legal}
                data-testid={`stone-0-${j}`}
                title={legal ? t("takeLeaving", { take, left: j }) : undefined}
                aria-label={t("cappedStone", { stone: j + 1, take })}
                onClick={() => onMove(to)}
              />
            );
          })}
        </span>
      </div>
      <p className={styles.rule} data-testid="cap" data-cap={max} data-last-take={last ?? undefined}>
        {joinSentences(locale, [last === null ? t("firstMove") : t("lastTake", { take: last, double: 2 * last }), !finished && t("mayTake", { max })])}
      </p>
      {/* Keyed by the position: a take typed for one move does not carry over to the next. */}
      {!finished && <TakeField key={`${position.stones},${position.cap}`} position={position} isLegal={isLegal} onMove={onMove} active={active} />}
    </div>
  );
}

function TakeField({ position, isLegal, onMove, active }: Pick<CappedPileBoardProps, "position" | "isLegal" | "onMove" | "active">) {
  const t = useTranslations("play.board");
  const [text, setText] = useState("1");
  const checked = checkTake(position, text);
  const to = checked.ok ? takeStones(position, checked.take) : null;
  const problem = checked.ok
    ? null
    : checked.reason === "aboveCap"
      ? t("takeAboveCap", { max: allowedTake(position) })
      : checked.reason === "zero"
        ? t("takeZero")
        : t("takeNotWhole");
  return (
    <form
      className={styles.moveForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (to && active && isLegal(to)) onMove(to);
      }}
    >
      {t("take")}
      <input
        type="number"
        min={1}
        max={allowedTake(position)}
        value={text}
        data-testid="take-count"
        aria-label={t("stonesToTake")}
        aria-invalid={problem !== null}
        aria-describedby={problem ? "take-problem" : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button button-small" data-testid="take-button" disabled={!active || to === null || !isLegal(to)}>
        {t("take")}
      </button>
      {problem && (
        <span id="take-problem" className={styles.problem} role="alert" data-testid="take-error">
          {problem}
        </span>
      )}
    </form>
  );
}
