// Widget 1: the P/N strip of a one-pile game, n = from..to.
import type { Outcome } from "../../game";
import type { OnePileGame } from "./directive";
import { onePileGrundyTable } from "./one-pile";

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
