// The "grid" board: kiki's coin on an n x m board, moving left, down or diagonally down-left
// toward the bottom-left corner. Positions are lib/game's KikiPosition (lib/game/games/kiki.ts).
import type { KikiPosition } from "../../../game";

export type GridPosition = KikiPosition;
export type GridStep = "left" | "down" | "down-left";
export const GRID_STEPS: { step: GridStep; arrow: string }[] = [
  { step: "left", arrow: "←" },
  { step: "down", arrow: "↓" },
  { step: "down-left", arrow: "↙" },
];

export function isGridPosition(x: unknown): x is GridPosition {
  if (x === null || typeof x !== "object") return false;
  const p = x as Record<string, unknown>;
  return ["rows", "cols", "below", "left"].every((k) => typeof p[k] === "number");
}

/** The coin's cell counted from the top-left corner (row 0 is the top row). */
export function coinCell(p: GridPosition): { row: number; col: number } {
  return { row: p.rows - 1 - p.below, col: p.left };
}

/** The position with the coin moved one cell (the rules decide whether it stays on the board). */
export function stepCoin(p: GridPosition, step: GridStep): GridPosition {
  const down = step !== "left" ? 1 : 0;
  const leftward = step !== "down" ? 1 : 0;
  return { ...p, below: p.below - down, left: p.left - leftward };
}

/** The position with the coin on cell (row, col) of the same board. */
export function coinAt(p: GridPosition, row: number, col: number): GridPosition {
  return { ...p, below: p.rows - 1 - row, left: col };
}
