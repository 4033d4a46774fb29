// POJ 2484 A Funny Game: n coins in a circle; a move removes one coin or two adjacent coins, and
// whoever removes the last coin wins. A gap never closes (the neighbours of a removed coin do not
// become adjacent), so the first move cuts the circle into one straight row, and every later move
// takes one coin or two neighbours from a row, splitting it in two: from then on it is Kayles.
import type { ImpartialGame } from "../impartial";

/**
 * The circle of n coins before any move, or the rows of coins left after it (their lengths,
 * sorted, no empty rows: rows that are permutations of each other are the same position).
 */
export type CoinCirclePosition = { readonly circle: number } | CoinRows;
type CoinRows = { readonly rows: readonly number[] };

/** The circle of n >= 0 coins (n = 0: nothing to take, the player to move has lost). */
export function coinCircle(n: number): CoinCirclePosition {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a circle needs a whole number of coins, got ${n}`);
  return { circle: n };
}

/** The rows as a position: sorted, empty rows dropped. */
export function coinRows(lengths: readonly number[]): CoinRows {
  for (const l of lengths) if (!Number.isSafeInteger(l) || l < 0) throw new RangeError(`a row needs a whole number of coins, got ${l}`);
  return { rows: lengths.filter((l) => l > 0).sort((a, b) => a - b) };
}

/** Row `index` of `rows` replaced by the pieces `left` and `right` (either may be empty). */
function split(rows: readonly number[], index: number, left: number, right: number): CoinRows {
  const next = rows.slice();
  next.splice(index, 1, left, right);
  return coinRows(next);
}

/** The options of a position made of rows: each leaves rows again. */
function* rowOptions(rows: readonly number[]): Generator<CoinRows> {
  // Equal rows give the same options: each length once, at its first row.
  for (const length of new Set(rows)) {
    const r = rows.indexOf(length);
    // Coin i (0-based) leaves rows i and length - 1 - i; the pair (i, i + 1) leaves i and
    // length - 2 - i. Mirror images give the same rows, so the left half is enough.
    for (let i = 0; 2 * i <= length - 1; i++) yield split(rows, r, i, length - 1 - i);
    for (let i = 0; 2 * i <= length - 2; i++) yield split(rows, r, i, length - 2 - i);
  }
}

export const coinCircleGame: ImpartialGame<CoinCirclePosition> = {
  *moves(p) {
    if ("circle" in p) {
      // Every coin of the circle looks the same: taking one leaves a row of n - 1, taking two
      // neighbours a row of n - 2 (for n = 2 the two coins are neighbours).
      if (p.circle >= 1) yield coinRows([p.circle - 1]);
      if (p.circle >= 2) yield coinRows([p.circle - 2]);
      return;
    }
    yield* rowOptions(p.rows);
  },
  key: (p) => ("circle" in p ? `c${p.circle}` : `r${p.rows.join(",")}`),
};

/**
 * g(0..max) of one row, searched through the game's own moves: each move from a row leaves at
 * most two rows, and the value of those rows together is the xor of their values (the
 * Sprague-Grundy theorem), so g(L) = mex over the options of the xor of their rows' values.
 * O(max^2) moves; the rows' values are Kayles's.
 */
export function coinRowGrundyTable(max: number): number[] {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError(`the longest row must be a non-negative integer, got ${max}`);
  const g: number[] = [0];
  for (let length = 1; length <= max; length++) {
    const seen = new Set<number>();
    for (const option of rowOptions([length])) seen.add(option.rows.reduce((x, l) => x ^ g[l]!, 0));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}
