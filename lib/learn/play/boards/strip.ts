// The "strip" board: Georgia and Bob's 1 x M strip, a position being the occupied cells
// (1 = leftmost), ascending.
import { isNumberList } from "../arrange";

export function cellsOf(shown: unknown): number[] {
  if (isNumberList(shown)) return shown.slice();
  throw new Error(`not a strip position: ${JSON.stringify(shown)}`);
}

/** The chessman at index `man` slid to `target` (the rules decide whether the slide is legal). */
export function slide(cells: readonly number[], man: number, target: number): number[] {
  return cells.map((c, k) => (k === man ? target : c));
}

/** The cells drawn: the strip's length, or more when a typed position reaches further. */
export function stripLength(cells: readonly number[], length: number): number {
  return Math.max(length, ...cells);
}
