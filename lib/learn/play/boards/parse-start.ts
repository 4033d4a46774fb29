// A start position typed by the student, per board kind: pile sizes "1 2 3", occupied cells
// "1 5 6 9", the board size "n m" of kiki's game (the coin starts in the top-right cell), or the
// chessmen's vertices "0 3 3" on a graph, the stones n of Fibonacci Nim (the first move takes
// 1..n-1), the target n of the multiplication game (p starts at 1).
import { fibonacciNimStart, MULTIPLICATION_MAX_TARGET, MULTIPLICATION_START } from "../../../game";
import type { LearnGame, LearnGameId, LearnParamValues } from "../../learn-game";
import { learnText, type LearnText, type LearnTextCode, type LearnTextParams } from "../../learn-text";
import { MAX_TYPED_STONES } from "./capped-pile";
import { pilesOf, withPiles } from "./piles";

/** Largest number a typed start may use, so the board stays drawable. */
export const MAX_TYPED = { pile: 40, cell: 40, side: 20, piles: 8, chessmen: 8 } as const;

/**
 * Smaller piles for games whose move lists grow fast: a New Stone move spreads stones over the
 * other piles, so the rules enumerate about C(pile + piles, piles + 1) spreads (a pile of 30
 * beside five others: over half a second per position, on every move).
 */
const MAX_TYPED_PILE: Partial<Record<LearnGameId, number>> = { "new-stone": 12 };

/** Strips whose rules end at the strip's length (a row of Chess): no chessman typed beyond it. */
const LAST_TYPED_CELL: Partial<Record<LearnGameId, (params: LearnParamValues) => number>> = { "chess-row": (params) => Number(params.length ?? 20) };

export type ParsedStart<P> = { ok: true; position: P; shown: P } | { ok: false; error: LearnText };

function numbers(text: string): number[] | null {
  const parts = text.trim().split(/[\s,;()[\]{}]+/).filter((s) => s.length > 0);
  if (parts.length === 0 || !parts.every((s) => /^\d+$/.test(s))) return null;
  return parts.map(Number);
}

const fail = <P>(code: LearnTextCode, params: LearnTextParams = {}): ParsedStart<P> => ({ ok: false, error: learnText(code, params) });

/** How many piles a typed position may have: free when the game has a "piles" parameter. */
function pileCountRange(game: LearnGame<unknown>, template: unknown): [number, number] {
  if (typeof template === "number") return [1, 1];
  const param = game.params.find((p) => p.name === "piles" && p.kind === "int");
  if (param) return [param.min, Math.min(param.max, MAX_TYPED.piles)];
  const n = pilesOf(template).length;
  return [n, n];
}

export function parseStart<P>(game: LearnGame<P>, params: LearnParamValues, text: string): ParsedStart<P> {
  const values = numbers(text);
  if (!values) return fail("startNotNumbers");
  // The shape of a position for these parameters (one number, a list, a board...).
  const template = game.startPosition(params, () => 0);
  switch (game.board) {
    case "piles": {
      const [lo, hi] = pileCountRange(game as LearnGame<unknown>, template);
      if (values.length < lo || values.length > hi) {
        return lo === hi ? fail("startPileCount", { count: lo }) : fail("startPileRange", { lo, hi });
      }
      const maxPile = MAX_TYPED_PILE[game.id] ?? MAX_TYPED.pile;
      if (values.some((v) => v > maxPile)) return fail("startPileMax", { max: maxPile });
      // Piles are a multiset: the game gets them sorted (some games key them so), the board as typed.
      // Piles with rules of their own (fixedPiles) keep their places.
      const fixed = game.fixedPiles ?? 0;
      const sorted = [...values.slice(0, fixed), ...values.slice(fixed).sort((a, b) => a - b)];
      return { ok: true, position: withPiles(template, sorted), shown: withPiles(template, values) };
    }
    case "strip": {
      const cells = values.slice().sort((a, b) => a - b);
      if (cells.length > MAX_TYPED.chessmen) return fail("startChessmenMax", { max: MAX_TYPED.chessmen });
      const lastCell = Math.min(MAX_TYPED.cell, LAST_TYPED_CELL[game.id]?.(params) ?? MAX_TYPED.cell);
      if (cells[0]! < 1 || cells[cells.length - 1]! > lastCell) return fail("startCells", { max: lastCell });
      if (new Set(cells).size !== cells.length) return fail("startSharedCell");
      return { ok: true, position: cells as P, shown: cells as P };
    }
    case "graph": {
      const vertices = game.graph?.(params).length ?? 0;
      if (values.length > MAX_TYPED.chessmen) return fail("startChessmenMax", { max: MAX_TYPED.chessmen });
      if (values.some((v) => v >= vertices)) return fail("startVertices", { max: vertices - 1 });
      const chessmen = values.slice().sort((a, b) => a - b);
      return { ok: true, position: chessmen as P, shown: chessmen as P };
    }
    case "grid": {
      if (values.length !== 2) return fail("startGridSize");
      const [rows, cols] = values as [number, number];
      if (rows < 1 || cols < 1 || rows > MAX_TYPED.side || cols > MAX_TYPED.side) return fail("startSides", { max: MAX_TYPED.side });
      const start = { rows, cols, below: rows - 1, left: cols - 1 } as P;
      return { ok: true, position: start, shown: start };
    }
    case "capped-pile": {
      // The one game on this board is Fibonacci Nim: its start forbids taking the whole pile.
      const [n] = values;
      if (values.length !== 1 || n! < 2 || n! > MAX_TYPED_STONES) return fail("startStonesRange", { min: 2, max: MAX_TYPED_STONES });
      const start = fibonacciNimStart(n!) as P;
      return { ok: true, position: start, shown: start };
    }
    case "product": {
      const [n] = values;
      if (values.length !== 1 || n! < 2 || n! > MULTIPLICATION_MAX_TARGET) return fail("startTargetRange", { min: 2, max: MULTIPLICATION_MAX_TARGET });
      const start = { p: MULTIPLICATION_START, n } as P;
      return { ok: true, position: start, shown: start };
    }
  }
}
