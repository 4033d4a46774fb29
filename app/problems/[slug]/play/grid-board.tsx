"use client";

// kiki's board: the coin moves one cell left, down or diagonally down-left. Click one of the
// highlighted cells or a step button; only the rules' moves (isLegal) are enabled.
import { useTranslations } from "next-intl";
import { coinAt, coinCell, GRID_STEPS, stepCoin, type GridPosition } from "@/lib/learn/play/boards/grid";
import styles from "./play.module.css";

export interface GridBoardProps {
  position: GridPosition;
  isLegal: (p: GridPosition) => boolean;
  onMove: (p: GridPosition) => void;
  active: boolean;
  /** The game is over: no step buttons. */
  finished: boolean;
}

export function GridBoard({ position, isLegal, onMove, active, finished }: GridBoardProps) {
  const coin = coinCell(position);
  const t = useTranslations("play.board");
  return (
    <div>
      <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${position.cols}, var(--cell))` }} data-testid="grid">
        {Array.from({ length: position.rows * position.cols }, (_, k) => {
          const row = Math.floor(k / position.cols);
          const col = k % position.cols;
          const here = row === coin.row && col === coin.col;
          const to = coinAt(position, row, col);
          const legal = active && !here && isLegal(to);
          const goal = row === position.rows - 1 && col === 0;
          return (
            <button
              key={k}
              type="button"
              className={`${styles.cell} ${legal ? styles.target : ""} ${goal ? styles.goal : ""}`}
              disabled={!legal}
              data-testid={`grid-cell-${row}-${col}`}
              data-coin={here ? "true" : undefined}
              aria-label={here ? t("coin") : legal ? t("moveCoinHere") : t("emptyCell")}
              onClick={() => onMove(to)}
            >
              {here ? "●" : ""}
            </button>
          );
        })}
      </div>
      {!finished && (
        <div className={styles.moveForm}>
          {GRID_STEPS.map(({ step, arrow }) => {
            const to = stepCoin(position, step);
            return (
              <button
                key={step}
                type="button"
                className="button button-small"
                disabled={!active || !isLegal(to)}
                data-testid={`step-${step}`}
                onClick={() => onMove(to)}
              >
                {arrow} {t(`step.${step}`)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
