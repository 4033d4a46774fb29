// The "product" board: the multiplication game (POJ 2505), a number p that starts at 1 and is
// multiplied by 2..9 until it reaches the target n. A position carries both, so one game covers
// every target (the conjecture checker asks isP(p, n) over many n).
import { MULTIPLIERS } from "../../../game";

export interface ProductPosition {
  /** The product so far. */
  p: number;
  /** The target: whoever makes p >= n wins. */
  n: number;
}

export { MULTIPLIERS };

export function isProductPosition(x: unknown): x is ProductPosition {
  if (x === null || typeof x !== "object") return false;
  const q = x as Record<string, unknown>;
  return typeof q.p === "number" && typeof q.n === "number";
}

/** The position after multiplying by `m` (the rules decide whether the move is legal). */
export function multiplyBy(q: ProductPosition, m: number): ProductPosition {
  return { p: q.p * m, n: q.n };
}

/** The multiplier of the move from `before` to `after` (null at the start of a game). */
export function lastMultiplier(before: ProductPosition | undefined, after: ProductPosition): number | null {
  return before ? after.p / before.p : null;
}
