// Widget: small positions of Moore's Nim_k (1..k piles a move) with the ones in each bit column
// of their piles beside their outcome, found by lib/game's search over the real rules. Moore's
// theorem says P exactly when every column holds a multiple of k+1 ones; the table shows it.
import { mooreNimGame, outcome, type Memo, type Outcome } from "../../game";
import { WidgetComputeError } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

export interface MooreTableRow {
  /** Pile sizes, ascending. */
  position: number[];
  /** The ones in each bit column, highest first (as many columns as `width`). */
  columns: number[];
  /** By the rules, not by the columns. */
  outcome: Outcome;
}

export interface MooreTable {
  k: number;
  /** Binary digits of the largest pile of any position shown. */
  width: number;
  rows: MooreTableRow[];
  /** Positions looked at before the only= filter. */
  searched: number;
}

export interface MooreTableSpec {
  k: number;
  count: number;
  max: number;
  only: Outcome | null;
}

/** Every non-decreasing sequence of `count` piles in 0..max, smallest total first. */
function positionsOf(count: number, max: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let v = min; v <= max; v++) walk([...prefix, v], v);
  };
  walk([], 0);
  const total = (p: readonly number[]) => p.reduce((s, v) => s + v, 0);
  return out.sort((a, b) => total(a) - total(b));
}

/** The ones in each of the lowest `width` bit columns, highest first. */
export function columnCounts(piles: readonly number[], width: number): number[] {
  return Array.from({ length: width }, (_, i) => piles.filter((p) => (p >> (width - 1 - i)) & 1).length);
}

export function mooreTable({ k, count, max, only }: MooreTableSpec): MooreTable {
  // Each position has up to (max+1)^count moves; the positions below the largest are searched once.
  const cost = positionsOf(count, max).length * (max + 1) ** count;
  if (cost > LIMITS.mooreMaxSearch) {
    throw new WidgetComputeError(`count=${count} max=${max} is too large to search by the rules here: lower count= or max=`, "widgetTooLarge", {
      position: `(${Array<number>(count).fill(max).join(", ")})`,
    });
  }
  const game = mooreNimGame(k);
  const memo: Memo<Outcome> = new Map();
  const width = Math.max(1, max.toString(2).length);
  const all = positionsOf(count, max);
  const rows = all.flatMap((position) => {
    const result = outcome(game, position, memo);
    return only !== null && result !== only ? [] : [{ position, columns: columnCounts(position, width), outcome: result }];
  });
  return { k, width, rows, searched: all.length };
}

export const mooreTableWidget = defineWidget({
  read(args): MooreTableSpec {
    const only: Outcome | null = args.has("only") ? args.choice("only", ["P", "N"] as const) : null;
    return {
      k: args.int("k", { min: 1, max: LIMITS.mooreMaxCount }),
      count: args.int("count", { min: 1, max: LIMITS.mooreMaxCount }),
      max: args.int("max", { min: 1, max: LIMITS.mooreMaxValue }),
      only,
    };
  },
  args: (p) => ({ k: String(p.k), count: String(p.count), max: String(p.max), ...(p.only === null ? {} : { only: p.only }) }),
  compute: mooreTable,
});
