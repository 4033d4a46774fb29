// Widget 3: the Grundy values of a subtraction-type game with its certified pre-period and period
// (a finite set), or without one (an infinite set such as the Fibonacci numbers: no period is claimed).
import { fibonacciUpTo, subtractionGrundyTable, subtractionPeriodicity } from "../../game";
import { LIMITS } from "./limits";
import { onePileArgs, onePileGrundyTable, readOnePileGame, subtractionSet, type InfiniteSetPile, type SubtractionPile } from "./one-pile";
import { defineWidget } from "./widget-definition";

export interface GrundyStrip {
  /** S, or for an infinite set its elements up to the last n shown. */
  set: number[];
  /** True when S is infinite (only its first elements are in `set`). */
  infinite: boolean;
  /** g(0..to). */
  values: number[];
  /** g(n + period) = g(n) for every n >= preperiod (lib/game's certificate); null for an infinite set. */
  preperiod: number | null;
  period: number | null;
}

/** The strip of a finite set: its period is certified. */
export interface PeriodicGrundyStrip extends GrundyStrip {
  infinite: false;
  preperiod: number;
  period: number;
}

/** The games of the strip: a finite subtraction set (Bash's included) or an infinite one. */
export type StripPile = SubtractionPile | InfiniteSetPile;

/** How far the strip goes for an infinite set when no to= is given. */
const INFINITE_SET_DEFAULT_LAST = 59;

/** The period search stops here: the widget's sets (|S| <= 10, s <= 100) need far less. */
const PERIOD_SEARCH_CAP = 1 << 20;

/** The strip up to `to`, or (null) far enough to show the pre-period and three periods. */
export function grundyStrip(pile: SubtractionPile, to: number | null): PeriodicGrundyStrip;
export function grundyStrip(pile: StripPile, to: number | null): GrundyStrip;
export function grundyStrip(pile: StripPile, to: number | null): GrundyStrip {
  if (pile.game === "fibonacci-subtraction") {
    const last = to ?? INFINITE_SET_DEFAULT_LAST;
    return { set: fibonacciUpTo(last), infinite: true, values: Array.from(onePileGrundyTable(pile, last)), preperiod: null, period: null };
  }
  const set = subtractionSet(pile);
  const { preperiod, period } = subtractionPeriodicity(set, PERIOD_SEARCH_CAP);
  const last = to ?? Math.min(LIMITS.stripCells, Math.max(20, preperiod + 3 * period)) - 1;
  return { set, infinite: false, values: Array.from(subtractionGrundyTable(set, last)), preperiod, period };
}

/** Where n sits: in the pre-period, or at offset n - preperiod mod period of a period block; null without a period. */
export function periodPhase(strip: Pick<GrundyStrip, "preperiod" | "period">, n: number): number | "pre" | null {
  if (strip.preperiod === null || strip.period === null) return null;
  return n < strip.preperiod ? "pre" : (n - strip.preperiod) % strip.period;
}

/** to = null: far enough to show the pre-period and three periods (at most LIMITS.stripCells). */
export const grundyStripWidget = defineWidget({
  read(args) {
    const pile: StripPile = readOnePileGame(args, ["bash", "subtraction", "fibonacci-subtraction"]);
    const to = args.has("to") ? args.int("to", { min: 1, max: LIMITS.stripCells - 1 }) : null;
    return { pile, to };
  },
  args: (p) => ({ ...onePileArgs(p.pile), ...(p.to === null ? {} : { to: String(p.to) }) }),
  compute: (p) => grundyStrip(p.pile, p.to),
});
