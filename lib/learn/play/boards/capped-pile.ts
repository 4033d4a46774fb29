// The "capped-pile" board: one pile and the most the player to move may take (Fibonacci Nim,
// HOJ 1367), a position being lib/game's FibonacciNimPosition. A take of t leaves the opponent
// a cap of 2t; the rules decide whether a take is legal, this only builds and reads positions.
import type { FibonacciNimPosition } from "../../../game";

export type CappedPile = FibonacciNimPosition;

/** Most stones a typed start may have, so the pile stays drawable. */
export const MAX_TYPED_STONES = 200;

export function isCappedPile(x: unknown): x is CappedPile {
  if (x === null || typeof x !== "object") return false;
  const p = x as Record<string, unknown>;
  return typeof p.stones === "number" && typeof p.cap === "number";
}

/** The most the player to move may take now: the cap, or the whole pile when the cap is larger. */
export function allowedTake(p: CappedPile): number {
  return Math.min(p.cap, p.stones);
}

/** The position after taking `take` stones: the opponent may take at most twice as many. */
export function takeStones(p: CappedPile, take: number): CappedPile {
  return { stones: p.stones - take, cap: 2 * take };
}

/** The stones taken by the move from `before` to `after` (null at the start of a game). */
export function lastTake(before: CappedPile | undefined, after: CappedPile): number | null {
  return before ? before.stones - after.stones : null;
}

export type TakeCheck = { ok: true; take: number } | { ok: false; reason: "notWhole" | "zero" | "aboveCap" };

/**
 * A take typed by the student: a whole number from 1 to allowedTake(p). Refused with the rule it
 * breaks, so the board can say why ("at most 6") instead of greying a button out.
 */
export function checkTake(p: CappedPile, text: string): TakeCheck {
  if (!/^\s*\d+\s*$/.test(text)) return { ok: false, reason: "notWhole" };
  const take = Number(text);
  if (take === 0) return { ok: false, reason: "zero" };
  if (take > allowedTake(p)) return { ok: false, reason: "aboveCap" };
  return { ok: true, take };
}
