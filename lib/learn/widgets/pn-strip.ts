// Widget 1: the P/N strip of a one-pile game, n = from..to.
import type { Outcome } from "../../game";
import { LIMITS } from "./limits";
import { onePileArgs, onePileGrundyTable, readOnePileGame, type OnePileGame } from "./one-pile";
import { defineWidget } from "./widget-definition";

export interface PnStripCell {
  n: number;
  outcome: Outcome;
}

/** Each n in from..to with its outcome class: P exactly when its Grundy value is 0. */
export function pnStrip(pile: OnePileGame, from: number, to: number): PnStripCell[] {
  const table = onePileGrundyTable(pile, to);
  const cells: PnStripCell[] = [];
  for (let n = from; n <= to; n++) cells.push({ n, outcome: table[n] === 0 ? "P" : "N" });
  return cells;
}

export const pnStripWidget = defineWidget({
  read(args) {
    const pile = readOnePileGame(args, ["bash", "powers-of-two", "subtraction", "fibonacci-subtraction"]);
    const from = args.int("from", { min: 0, max: LIMITS.stripMaxN, fallback: 0 });
    const to = args.int("to", { min: from, max: Math.min(LIMITS.stripMaxN, from + LIMITS.stripCells - 1), fallback: Math.min(from + 20, LIMITS.stripMaxN) });
    return { pile: pile as OnePileGame, from, to };
  },
  args: (p) => ({ ...onePileArgs(p.pile), from: String(p.from), to: String(p.to) }),
  compute: (p) => pnStrip(p.pile, p.from, p.to),
});
