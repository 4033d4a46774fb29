// Widget: small positions of Stone Game II (HDU 4388: split a pile n into k and k xor n, one
// magic (2k) xor n each) with Σ (popcount − 1) beside their outcome, found by lib/game's search
// over the real rules from the start (both magics unused). `rules=literal` lets the magic make
// an empty pile, which the parity rule does not survive; the table marks where.
import { literalStoneSplitGame, outcome, popcount, stoneSplitGame, stoneSplitStart, type Memo, type Outcome } from "../../game";
import { WidgetComputeError } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

export const SPLIT_RULES = ["ours", "literal"] as const;
export type SplitRules = (typeof SPLIT_RULES)[number];

export interface SplitTableRow {
  /** Pile sizes, ascending. */
  position: number[];
  /** Σ (popcount(a) − 1): the parity rule says N exactly when it is odd. */
  movesLeft: number;
  /** By the rules, not by the parity. */
  outcome: Outcome;
}

export interface SplitTable {
  rules: SplitRules;
  /** Binary digits of the largest pile shown. */
  width: number;
  rows: SplitTableRow[];
  /** Positions looked at before the only= filter. */
  searched: number;
}

export interface SplitTableSpec {
  count: number;
  max: number;
  rules: SplitRules;
  only: Outcome | null;
}

/** Every non-decreasing sequence of `count` piles in 1..max, smallest total first. */
function positionsOf(count: number, max: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (prefix.length === count) return void out.push(prefix);
    for (let v = min; v <= max; v++) walk([...prefix, v], v);
  };
  walk([], 1);
  const total = (p: readonly number[]) => p.reduce((s, v) => s + v, 0);
  return out.sort((a, b) => total(a) - total(b));
}

export function splitTable({ count, max, rules, only }: SplitTableSpec): SplitTable {
  // The magic can make piles larger than the one split, so the search grows fast with the
  // stones on the desk: at most 14 in the largest position keeps it well under a second.
  if (count * max > LIMITS.splitMaxStones) {
    throw new WidgetComputeError(`count=${count} max=${max} is too large to search by the rules here: keep count × max at most ${LIMITS.splitMaxStones}`, "widgetTooLarge", {
      position: `(${Array<number>(count).fill(max).join(", ")})`,
    });
  }
  const game = rules === "literal" ? literalStoneSplitGame : stoneSplitGame;
  const memo: Memo<Outcome> = new Map();
  const all = positionsOf(count, max);
  const rows = all.flatMap((position) => {
    const result = outcome(game, stoneSplitStart(position), memo);
    const movesLeft = position.reduce((s, a) => s + popcount(a) - 1, 0);
    return only !== null && result !== only ? [] : [{ position, movesLeft, outcome: result }];
  });
  return { rules, width: max.toString(2).length, rows, searched: all.length };
}

export const splitTableWidget = defineWidget({
  read(args): SplitTableSpec {
    const only: Outcome | null = args.has("only") ? args.choice("only", ["P", "N"] as const) : null;
    return {
      count: args.int("count", { min: 1, max: 3 }),
      max: args.int("max", { min: 1, max: LIMITS.splitMaxStones }),
      rules: args.has("rules") ? args.choice("rules", SPLIT_RULES) : "ours",
      only,
    };
  },
  args: (p) => ({ count: String(p.count), max: String(p.max), ...(p.rules === "ours" ? {} : { rules: p.rules }), ...(p.only === null ? {} : { only: p.only }) }),
  compute: splitTable,
});
