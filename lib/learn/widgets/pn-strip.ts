// Widget 1: the P/N strip of a one-pile game, n = from..to.
import { fibonacciNimGame, fibonacciNimStart, movesToGrundy, type Memo, type Outcome } from "../../game";
import { LIMITS } from "./limits";
import { onePileArgs, onePileGrundyTable, readOnePileGame, type OnePileGame } from "./one-pile";
import { defineWidget } from "./widget-definition";

export interface PnStripCell {
  n: number;
  outcome: Outcome;
  /** Fibonacci Nim only: the smallest winning first take from n stones, by search (none from a P-position). */
  take?: number;
}

/** Each n in from..to with its outcome class: P exactly when its Grundy value is 0. */
export function pnStrip(pile: OnePileGame, from: number, to: number): PnStripCell[] {
  const table = onePileGrundyTable(pile, to);
  const memo: Memo<number> = new Map();
  const cells: PnStripCell[] = [];
  for (let n = from; n <= to; n++) {
    const cell: PnStripCell = { n, outcome: table[n] === 0 ? "P" : "N" };
    if (pile.game === "fibonacci-nim" && cell.outcome === "N") {
      // The moves are generated take 1, 2, ...: the first winning one is the smallest take.
      cell.take = n - movesToGrundy(fibonacciNimGame, fibonacciNimStart(n), 0, memo)[0]!.stones;
    }
    cells.push(cell);
  }
  return cells;
}

export const pnStripWidget = defineWidget({
  read(args) {
    const pile = readOnePileGame(args, ["bash", "powers-of-two", "subtraction", "fibonacci-subtraction", "fibonacci-nim"]);
    // Fibonacci Nim's search visits about n^2 / 2 positions (stones, cap): a shorter strip.
    const maxN = pile.game === "fibonacci-nim" ? LIMITS.fibonacciNimMaxN : LIMITS.stripMaxN;
    const from = args.int("from", { min: 0, max: maxN, fallback: 0 });
    const to = args.int("to", { min: from, max: Math.min(maxN, from + LIMITS.stripCells - 1), fallback: Math.min(from + 20, maxN) });
    return { pile: pile as OnePileGame, from, to };
  },
  args: (p) => ({ ...onePileArgs(p.pile), from: String(p.from), to: String(p.to) }),
  compute: (p) => pnStrip(p.pile, p.from, p.to),
});
