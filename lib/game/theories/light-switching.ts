import { nimProduct } from "./nim-multiplication";

/**
 * Tartan theorem (Lenstra; Winning Ways ch. 14) for the light switching game (POJ 3533, HDU 3404
 * in 2-D; the game itself is ../games/light-switching.ts): a lit light at 1-based (x, y, z) is
 * worth x⊗y⊗z, the nim product of the 1-D values of "turn one or two coins" (value x), and a
 * position is worth the nim-sum over its lit lights.
 */
export function lightSwitchingGrundy(lit: readonly (readonly number[])[]): number {
  let g = 0;
  for (const point of lit) {
    if (point.some((c) => !Number.isInteger(c) || c < 1)) throw new RangeError(`coordinates are 1-based positive integers, got (${point.join(", ")})`);
    g ^= nimProduct(point);
  }
  return g;
}
