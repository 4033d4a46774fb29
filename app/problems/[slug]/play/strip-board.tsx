"use client";

// A strip of chessmen (Georgia and Bob's, a row of Chess): click a chessman, then an empty cell.
// Only the cells the rules allow (isLegal) can be clicked: left without jumping in Georgia and
// Bob, right to the nearest empty cell in Chess.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { slide, stripLength } from "@/lib/learn/play/boards/strip";
import styles from "./play.module.css";

export interface StripBoardProps {
  cells: number[];
  /** The strip length parameter (the board draws further if a chessman is beyond it). */
  length: number;
  isLegal: (cells: number[]) => boolean;
  onMove: (cells: number[]) => void;
  active: boolean;
}

export function StripBoard({ cells, length, isLegal, onMove, active }: StripBoardProps) {
  const t = useTranslations("play.board");
  const [selected, setSelected] = useState<number | null>(null);
  // A chessman that has no legal slide cannot be picked.
  const empty = Array.from({ length: stripLength(cells, length) }, (_, k) => k + 1).filter((c) => !cells.includes(c));
  const canMove = (man: number) => active && empty.some((c) => isLegal(slide(cells, man, c)));
  const man = selected !== null && selected < cells.length && canMove(selected) ? selected : null;
  // The prompt names the side the selected chessman moves to.
  const rightward = man !== null && empty.some((c) => c > cells[man]! && isLegal(slide(cells, man, c)));
  return (
    <div>
      <div className={styles.strip} data-testid="strip">
        {Array.from({ length: stripLength(cells, length) }, (_, k) => {
          const cell = k + 1;
          const occupant = cells.indexOf(cell);
          if (occupant >= 0) {
            return (
              <button
                key={cell}
                type="button"
                className={`${styles.cell} ${styles.chessman} ${occupant === man ? styles.selected : ""}`}
                disabled={!canMove(occupant)}
                data-testid={`cell-${cell}`}
                data-man={occupant}
                aria-label={t("chessmanOn", { cell })}
                aria-pressed={occupant === man}
                onClick={() => setSelected(occupant === man ? null : occupant)}
              >
                ♟<span className={styles.cellNumber}>{cell}</span>
              </button>
            );
          }
          const to = man !== null ? slide(cells, man, cell) : null;
          const legal = to !== null && isLegal(to);
          return (
            <button
              key={cell}
              type="button"
              className={`${styles.cell} ${legal ? styles.target : ""}`}
              disabled={!legal}
              data-testid={`cell-${cell}`}
              aria-label={legal ? t("moveChessmanTo", { cell }) : t("cell", { cell })}
              onClick={() => {
                if (!to) return;
                setSelected(null);
                onMove(to);
              }}
            >
              <span className={styles.cellNumber}>{cell}</span>
            </button>
          );
        })}
      </div>
      <p className="muted">
        {!active ? "" : man === null ? t("pickChessman") : t(rightward ? "pickCellRight" : "pickCell", { cell: cells[man]! })}
      </p>
    </div>
  );
}
