// The widget directives of an editorial: a fenced block with language `widget` whose text is a
// widget name and key=value arguments, e.g. "pn-strip game=powers-of-two from=0 to=30"
// (docs/problem-packages.md lists them). Parsing checks every argument and its range (the
// computation itself refuses only a search too large); the page, the package check and the
// widgets' own controls all go through here.
import { ArgReader, DirectiveError } from "./arg-reader";

export const WIDGET_NAMES = ["pn-strip", "grundy-strip", "pn-grid", "nim-sum-table"] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** A subtraction-type one-pile game: Bash (take 1..m) or a finite subtraction set S. */
export type SubtractionPile = { game: "bash"; m: number } | { game: "subtraction"; set: number[] };
/** A one-pile game: a subtraction-type game, or "take a power of two" (HDU 1847). */
export type OnePileGame = SubtractionPile | { game: "powers-of-two" };

export const GRID_GAMES = ["wythoff", "nim", "kiki"] as const;
export type GridGame = (typeof GRID_GAMES)[number];

export const TABLE_GAMES = ["nim", "georgia-bob", "new-stone"] as const;
export type TableGame = (typeof TABLE_GAMES)[number];

/** Which positions a nim-sum table lists: the ones named, or every one of a size. */
export type TablePositions = { list: number[][] } | { count: number; max: number };

export type WidgetSpec =
  | { widget: "pn-strip"; pile: OnePileGame; from: number; to: number }
  /** to = null: far enough to show the pre-period and three periods (at most LIMITS.stripCells). */
  | { widget: "grundy-strip"; pile: SubtractionPile; to: number | null }
  | { widget: "pn-grid"; game: GridGame; rows: number; cols: number }
  | { widget: "nim-sum-table"; game: TableGame; positions: TablePositions; only: "P" | "N" | null };

export type DirectiveResult = { ok: true; spec: WidgetSpec } | { ok: false; error: string };

/** Limits that keep a widget readable and its computation well under a second. */
export const LIMITS = {
  stripCells: 200,
  stripMaxN: 10_000,
  bashMaxM: 100,
  setMaxSize: 10,
  setMaxElement: 100,
  gridMaxSide: 40,
  tableMaxCount: 6,
  tableMaxValue: 63,
  tableMaxPositions: 60,
} as const;

/** Parses the text of a ```widget block (it may span several lines). */
export function parseDirective(source: string): DirectiveResult {
  const tokens = source.trim().split(/\s+/).filter((t) => t.length > 0);
  const [name, ...rest] = tokens;
  if (!name) return { ok: false, error: `the widget block is empty (widgets: ${WIDGET_NAMES.join(", ")})` };
  // No prototype: "constructor=1" or "__proto__=1" are ordinary (unknown) keys.
  const args: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const token of rest) {
    const eq = token.indexOf("=");
    if (eq <= 0) return { ok: false, error: `"${token}" is not key=value` };
    const key = token.slice(0, eq);
    if (Object.hasOwn(args, key)) return { ok: false, error: `"${key}" is given twice` };
    args[key] = token.slice(eq + 1);
  }
  return parseWidgetArgs(name, args);
}

/** A widget from its name and raw arguments (the widgets' controls build these too). */
export function parseWidgetArgs(name: string, args: Readonly<Record<string, string>>): DirectiveResult {
  try {
    const reader = new ArgReader(args);
    const spec = readSpec(name, reader);
    reader.finish();
    return { ok: true, spec };
  } catch (e) {
    if (e instanceof DirectiveError) return { ok: false, error: e.message };
    throw e;
  }
}

function readSpec(name: string, args: ArgReader): WidgetSpec {
  switch (name) {
    case "pn-strip": {
      const pile = readOnePileGame(args, ["bash", "powers-of-two", "subtraction"]);
      const from = args.int("from", { min: 0, max: LIMITS.stripMaxN, fallback: 0 });
      const to = args.int("to", { min: from, max: Math.min(LIMITS.stripMaxN, from + LIMITS.stripCells - 1), fallback: Math.min(from + 20, LIMITS.stripMaxN) });
      return { widget: "pn-strip", pile, from, to };
    }
    case "grundy-strip": {
      const pile = readOnePileGame(args, ["bash", "subtraction"]) as SubtractionPile;
      const to = args.has("to") ? args.int("to", { min: 1, max: LIMITS.stripCells - 1 }) : null;
      return { widget: "grundy-strip", pile, to };
    }
    case "pn-grid": {
      const game = args.choice("game", GRID_GAMES);
      const side = { min: 1, max: LIMITS.gridMaxSide, fallback: 12 };
      return { widget: "pn-grid", game, rows: args.int("rows", side), cols: args.int("cols", side) };
    }
    case "nim-sum-table": {
      const game = args.choice("game", TABLE_GAMES);
      const only = args.has("only") ? args.choice("only", ["P", "N"] as const) : null;
      return { widget: "nim-sum-table", game, positions: readTablePositions(args, game), only };
    }
    default:
      throw new DirectiveError(`unknown widget "${name}" (widgets: ${WIDGET_NAMES.join(", ")})`);
  }
}

function readOnePileGame(args: ArgReader, games: readonly OnePileGame["game"][]): OnePileGame {
  const game = args.choice("game", games);
  if (game === "bash") return { game, m: args.int("m", { min: 1, max: LIMITS.bashMaxM }) };
  if (game === "subtraction") {
    const set = args.intList("set", { min: 1, max: LIMITS.setMaxElement, maxLength: LIMITS.setMaxSize });
    return { game, set: [...new Set(set)].sort((a, b) => a - b) };
  }
  return { game };
}

function readTablePositions(args: ArgReader, game: TableGame): TablePositions {
  // Georgia and Bob: positions are the chessmen's cells (distinct, from 1); else pile sizes.
  const least = game === "georgia-bob" ? 1 : 0;
  if (args.has("positions")) {
    if (args.has("count") || args.has("max")) throw new DirectiveError(`give either positions= or count= and max=, not both`);
    const list = args.intLists("positions", { min: least, max: LIMITS.tableMaxValue, maxLength: LIMITS.tableMaxCount });
    if (list.length > LIMITS.tableMaxPositions) throw new DirectiveError(`positions: at most ${LIMITS.tableMaxPositions} positions`);
    if (game === "georgia-bob") {
      for (const cells of list) {
        if (new Set(cells).size !== cells.length) throw new DirectiveError(`positions: the cells ${cells.join(",")} are not distinct`);
      }
    }
    return { list };
  }
  const count = args.int("count", { min: 1, max: LIMITS.tableMaxCount });
  const max = args.int("max", { min: game === "georgia-bob" ? count : 1, max: LIMITS.tableMaxValue });
  return { count, max };
}

/** The arguments that parse back to `spec` (the widgets' controls edit these). */
export function directiveArgs(spec: WidgetSpec): Record<string, string> {
  const pileArgs = (pile: OnePileGame): Record<string, string> =>
    pile.game === "bash" ? { game: "bash", m: String(pile.m) } : pile.game === "subtraction" ? { game: "subtraction", set: pile.set.join(",") } : { game: pile.game };
  switch (spec.widget) {
    case "pn-strip":
      return { ...pileArgs(spec.pile), from: String(spec.from), to: String(spec.to) };
    case "grundy-strip":
      return { ...pileArgs(spec.pile), ...(spec.to === null ? {} : { to: String(spec.to) }) };
    case "pn-grid":
      return { game: spec.game, rows: String(spec.rows), cols: String(spec.cols) };
    case "nim-sum-table": {
      const positions: Record<string, string> =
        "list" in spec.positions
          ? { positions: spec.positions.list.map((p) => p.join(",")).join(";") }
          : { count: String(spec.positions.count), max: String(spec.positions.max) };
      return { game: spec.game, ...positions, ...(spec.only === null ? {} : { only: spec.only }) };
    }
  }
}

/** The directive text of `spec`, as an editorial would write it. */
export function formatDirective(spec: WidgetSpec): string {
  return [spec.widget, ...Object.entries(directiveArgs(spec)).map(([k, v]) => `${k}=${v}`)].join(" ");
}
