// Widget 3: the Grundy values of a subtraction-type game with its certified pre-period and period.
import { subtractionGrundyTable, subtractionPeriodicity } from "../../game";
import { LIMITS } from "./limits";
import { onePileArgs, readOnePileGame, subtractionSet, type SubtractionPile } from "./one-pile";
import { defineWidget } from "./widget-definition";

export interface GrundyStrip {
  set: number[];
  /** g(0..to). */
  values: number[];
  /** g(n + period) = g(n) for every n >= preperiod (lib/game's certificate). */
  preperiod: number;
  period: number;
}

/** The period search stops here: the widget's sets (|S| <= 10, s <= 100) need far less. */
const PERIOD_SEARCH_CAP = 1 << 20;

/** The strip up to `to`, or (null) far enough to show the pre-period and three periods. */
export function grundyStrip(pile: SubtractionPile, to: number | null): GrundyStrip {
  const set = subtractionSet(pile);
  const { preperiod, period } = subtractionPeriodicity(set, PERIOD_SEARCH_CAP);
  const last = to ?? Math.min(LIMITS.stripCells, Math.max(20, preperiod + 3 * period)) - 1;
  return { set, values: Array.from(subtractionGrundyTable(set, last)), preperiod, period };
}

/** Where n sits: in the pre-period, or at offset n - preperiod mod period of a period block. */
export function periodPhase(strip: Pick<GrundyStrip, "preperiod" | "period">, n: number): number | "pre" {
  return n < strip.preperiod ? "pre" : (n - strip.preperiod) % strip.period;
}

/** to = null: far enough to show the pre-period and three periods (at most LIMITS.stripCells). */
export const grundyStripWidget = defineWidget({
  read(args) {
    const pile: SubtractionPile = readOnePileGame(args, ["bash", "subtraction"]);
    const to = args.has("to") ? args.int("to", { min: 1, max: LIMITS.stripCells - 1 }) : null;
    return { pile, to };
  },
  args: (p) => ({ ...onePileArgs(p.pile), ...(p.to === null ? {} : { to: String(p.to) }) }),
  compute: (p) => grundyStrip(p.pile, p.to),
});
