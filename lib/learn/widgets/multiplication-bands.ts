// Widget: the multiplication game (POJ 2505) with target n: the products p = 1..n-1 in bands
// whose edges are ceil(n/9), ceil(n/18), ceil(n/162), ... (alternately x2 and x9), each band's
// outcome for the mover by the theory beside the outcomes of the reachable products in it found
// by lib/game's search over the real rules (p x 2..9; whoever reaches p >= n wins).
import { multiplicationBands, multiplicationGame, multiplicationProducts, outcome, type Memo, type Outcome } from "../../game";
import { defineWidget } from "./widget-definition";

/** Targets up to 10^9 - 1 (the directive's integers have at most 9 digits); a few thousand products. */
export const MULTIPLICATION_BANDS_MAX_N = 999_999_999;

export interface MultiplicationBandRow {
  /** The band's products, low..high. */
  low: number;
  high: number;
  /** The band is ceil(n / divisor) <= p <= high. */
  divisor: number;
  /** By the theory: N (the mover wins from any p here) or P. */
  outcome: Outcome;
  /** Products in the band reachable from 1 (7-smooth numbers), a few shown. */
  reachable: number;
  examples: number[];
  /** Reachable products whose searched outcome is not the band's. */
  disagreements: number;
}

export interface MultiplicationBandsTable {
  n: number;
  rows: MultiplicationBandRow[];
  /** The searched outcome at p = 1: N means Stan (who moves first) wins. */
  start: Outcome;
}

const EXAMPLES = 4;

export function multiplicationBandsTable(n: number): MultiplicationBandsTable {
  const game = multiplicationGame(n);
  const memo: Memo<Outcome> = new Map();
  const products = multiplicationProducts(n);
  const rows = multiplicationBands(BigInt(n)).map((band): MultiplicationBandRow => {
    const [low, high] = [Number(band.low), Number(band.high)];
    const inside = products.filter((p) => p >= low && p <= high);
    return {
      low,
      high,
      divisor: Number(band.divisor),
      outcome: band.outcome,
      reachable: inside.length,
      examples: inside.slice(0, EXAMPLES),
      disagreements: inside.filter((p) => outcome(game, p, memo) !== band.outcome).length,
    };
  });
  return { n, rows, start: outcome(game, 1, memo) };
}

export const multiplicationBandsWidget = defineWidget({
  read: (args) => ({ n: args.int("n", { min: 2, max: MULTIPLICATION_BANDS_MAX_N, fallback: 162 }) }),
  args: (p) => ({ n: String(p.n) }),
  compute: (p) => multiplicationBandsTable(p.n),
});
