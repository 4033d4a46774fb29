// Widget 4: small multi-pile positions with the nim-sum of their heaps (in binary too) beside
// their outcome class, found by lib/game's search over the real rules. Where the nim-sum rule
// is the theory (Nim, Georgia and Bob's gaps) the columns agree; in the New Stone Game they do
// not, which is the point of showing it there.
import { georgiaBobGame, georgiaBobStaircase, newStoneGame, nimGame, nimSum, outcome, type GameId, type ImpartialGame, type Memo, type Outcome } from "../../game";
import { DirectiveError, WidgetComputeError, type ArgReader } from "./arg-reader";
import { LIMITS } from "./limits";
import { defineWidget } from "./widget-definition";

/** The multi-pile games a table can show, by their lib/game/games ids. */
export const TABLE_GAMES = ["nim", "georgia-bob", "new-stone"] as const satisfies readonly GameId[];
export type TableGame = (typeof TABLE_GAMES)[number];

/** Which positions a nim-sum table lists: the ones named, or every one of a size. */
export type TablePositions = { list: number[][] } | { count: number; max: number };

export interface NimSumRow {
  /** Pile sizes, or Georgia and Bob's cells, ascending. */
  position: number[];
  /** What the nim-sum is taken of: the piles, or the gaps inside the pairs of chessmen. */
  heaps: number[];
  nimSum: number;
  /** By the rules, not by the nim-sum. */
  outcome: Outcome;
}

export interface NimSumTable {
  rows: NimSumRow[];
  /** Positions looked at before the only= filter. */
  searched: number;
}

/** More positions than this in one table is a directive to narrow. */
const MAX_ENUMERATED = 2000;
const MAX_ROWS = 200;
/** The largest search cost (see `searchCost`) a position may have: a few hundred milliseconds. */
const MAX_SEARCH_COST = 1_000_000;

interface TableGameSpec {
  rules: ImpartialGame<readonly number[]>;
  /**
   * A bound on the work of searching from `position` (positions reachable times moves from
   * each), checked before the search: a table must render in well under a second.
   */
  searchCost(position: readonly number[]): number;
  heaps(position: readonly number[]): number[];
  /** Every position of `count` piles of 1..max (or count distinct cells in 1..max), ascending. */
  enumerate(count: number, max: number): number[][];
}

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Non-decreasing (multisets) or increasing (sets) sequences of `count` values in [least, max]. */
function sequences(count: number, least: number, max: number, strict: boolean): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], min: number) => {
    if (out.length > MAX_ENUMERATED) return;
    if (prefix.length === count) return void out.push(prefix);
    for (let v = min; v <= max; v++) walk([...prefix, v], strict ? v + 1 : v);
  };
  walk([], least);
  return out;
}

/** Georgia and Bob: the staircase's odd steps are the gaps inside the pairs, right to left. */
function pairGaps(cells: readonly number[]): number[] {
  return georgiaBobStaircase(cells)
    .filter((_, step) => step % 2 === 1)
    .reverse();
}

const sum = (p: readonly number[]) => p.reduce((s, v) => s + v, 0);

/** C(n, k), as a float (only compared with a bound). */
function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

const GAMES: Record<TableGame, TableGameSpec> = {
  nim: {
    rules: nimGame,
    // Sorted piles, each at most the largest: C(max + count, count) positions, sum(p) moves each.
    searchCost: (p) => binomial(Math.max(0, ...p) + p.length, p.length) * sum(p),
    heaps: (p) => [...p],
    enumerate: (count, max) => sequences(count, 1, max, false),
  },
  "georgia-bob": {
    rules: georgiaBobGame,
    // Distinct cells up to the rightmost: C(max, count) positions, fewer than max moves each.
    searchCost: (p) => binomial(Math.max(0, ...p), p.length) * Math.max(0, ...p),
    heaps: pairGaps,
    enumerate: (count, max) => sequences(count, 1, max, true),
  },
  "new-stone": {
    rules: newStoneGame,
    // One move may spread stones over the other piles in many ways: the work grows so fast with
    // the number of stones that only the total is a usable bound (20 stones: ~0.3 s at worst).
    searchCost: (p) => (sum(p) <= 20 ? 0 : Infinity),
    heaps: (p) => [...p],
    enumerate: (count, max) => sequences(count, 1, max, false),
  },
};

export function nimSumTable(game: TableGame, positions: TablePositions, only: Outcome | null): NimSumTable {
  const spec = GAMES[game];
  // Named positions keep the editorial's order; enumerated ones go smallest first.
  const list = "list" in positions ? positions.list.map(ascending) : spec.enumerate(positions.count, positions.max).sort(bySizeThenLexicographic);
  if (list.length > MAX_ENUMERATED) {
    throw new WidgetComputeError(`more than ${MAX_ENUMERATED} positions: lower count= or max=`, "widgetTooManyEnumerated", { max: MAX_ENUMERATED });
  }
  const tooLarge = list.find((p) => spec.searchCost(p) > MAX_SEARCH_COST);
  if (tooLarge) {
    throw new WidgetComputeError(`(${tooLarge.join(", ")}) is too large to search by the rules here: use smaller positions`, "widgetTooLarge", {
      position: `(${tooLarge.join(", ")})`,
    });
  }
  const memo: Memo<Outcome> = new Map();
  const rows: NimSumRow[] = [];
  for (const position of list) {
    const result = outcome(spec.rules, position, memo);
    if (only !== null && result !== only) continue;
    const heaps = spec.heaps(position);
    rows.push({ position, heaps, nimSum: nimSum(heaps), outcome: result });
  }
  if (rows.length > MAX_ROWS) {
    throw new WidgetComputeError(`${rows.length} rows, more than ${MAX_ROWS}: lower count= or max=, or add only=P`, "widgetTooManyRows", { rows: rows.length, max: MAX_ROWS });
  }
  return { rows, searched: list.length };
}

function bySizeThenLexicographic(x: readonly number[], y: readonly number[]): number {
  if (sum(x) !== sum(y)) return sum(x) - sum(y);
  if (x.length !== y.length) return x.length - y.length;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** n in binary, padded to `width` digits. */
export function binary(n: number, width: number): string {
  return n.toString(2).padStart(width, "0");
}

function readTablePositions(args: ArgReader, game: TableGame): TablePositions {
  // Georgia and Bob: positions are the chessmen's cells (distinct, from 1); else pile sizes.
  const least = game === "georgia-bob" ? 1 : 0;
  if (args.has("positions")) {
    if (args.has("count") || args.has("max")) throw new DirectiveError(`give either positions= or count= and max=, not both`, "widgetBoth");
    const list = args.intLists("positions", { min: least, max: LIMITS.tableMaxValue, maxLength: LIMITS.tableMaxCount });
    if (list.length > LIMITS.tableMaxPositions) throw new DirectiveError(`positions: at most ${LIMITS.tableMaxPositions} positions`, "widgetTooManyPositions", { max: LIMITS.tableMaxPositions });
    if (game === "georgia-bob") {
      for (const cells of list) {
        if (new Set(cells).size !== cells.length) throw new DirectiveError(`positions: the cells ${cells.join(",")} are not distinct`, "widgetCellsNotDistinct", { cells: cells.join(",") });
      }
    }
    return { list };
  }
  const count = args.int("count", { min: 1, max: LIMITS.tableMaxCount });
  const max = args.int("max", { min: game === "georgia-bob" ? count : 1, max: LIMITS.tableMaxValue });
  return { count, max };
}

function tablePositionArgs(positions: TablePositions): Record<string, string> {
  return "list" in positions
    ? { positions: positions.list.map((p) => p.join(",")).join(";") }
    : { count: String(positions.count), max: String(positions.max) };
}

export const nimSumTableWidget = defineWidget({
  read(args) {
    const game = args.choice("game", TABLE_GAMES);
    const only: Outcome | null = args.has("only") ? args.choice("only", ["P", "N"] as const) : null;
    return { game, positions: readTablePositions(args, game), only };
  },
  args: (p) => ({ game: p.game, ...tablePositionArgs(p.positions), ...(p.only === null ? {} : { only: p.only }) }),
  compute: (p) => nimSumTable(p.game, p.positions, p.only),
});
