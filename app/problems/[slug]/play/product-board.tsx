"use client";

// The multiplication game's board: the product p, the target n and a button per multiplier
// 2..9 (each showing the product it makes). Only the rules' moves (isLegal) are enabled.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { joinSentences } from "@/lib/i18n/join-sentences";
import { lastMultiplier, multiplyBy, MULTIPLIERS, type ProductPosition } from "@/lib/learn/play/boards/product";
import styles from "./play.module.css";

export interface ProductBoardProps {
  position: ProductPosition;
  /** The position before the last move (none at the start). */
  previous: ProductPosition | undefined;
  isLegal: (p: ProductPosition) => boolean;
  onMove: (p: ProductPosition) => void;
  active: boolean;
  finished: boolean;
}

export function ProductBoard({ position, previous, isLegal, onMove, active, finished }: ProductBoardProps) {
  const t = useTranslations("play.board");
  const locale = useLocale();
  const format = useFormatter();
  const last = lastMultiplier(previous, position);
  return (
    <div>
      <dl className={styles.product}>
        <div>
          <dt>{t("product")}</dt>
          <dd data-testid="product" data-p={position.p}>
            {format.number(position.p)}
          </dd>
        </div>
        <div>
          <dt>{t("target")}</dt>
          <dd data-testid="target" data-n={position.n}>
            {format.number(position.n)}
          </dd>
        </div>
      </dl>
      <p className={styles.rule} data-testid="last-multiplier" data-m={last ?? undefined}>
        {joinSentences(locale, [t("productRule"), last !== null && t("lastMultiplier", { m: last })])}
      </p>
      {!finished && (
        <div className={styles.multipliers} role="group" aria-label={t("multipliers")}>
          {MULTIPLIERS.map((m) => {
            const to = multiplyBy(position, m);
            const reaches = to.p >= position.n;
            return (
              <button
                key={m}
                type="button"
                className={`button button-small ${reaches ? "" : "button-secondary"}`}
                disabled={!active || !isLegal(to)}
                data-testid={`multiply-${m}`}
                data-to={to.p}
                title={t("multiplyTo", { m, q: to.p })}
                onClick={() => onMove(to)}
              >
                × {m}
                <span className={styles.multiplierResult}>
                  {format.number(to.p)}
                  {reaches && ` (${t("reaches")})`}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
