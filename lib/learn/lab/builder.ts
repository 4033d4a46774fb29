// The lab's form rows (one per pile) and the game text they stand for. Rows keep what the user
// typed as strings, so a half-typed set ("1,3,") stays in its box while the text reports why
// it is not a game yet.
import type { LabGame, LabRuleName } from "./lab-game";

export interface BuilderRow {
  kind: "set" | "rule";
  /** The set's elements as typed, "1,3,4". */
  set: string;
  rule: LabRuleName;
  /** Bash's m as typed. */
  m: string;
  /** The pile size as typed; empty for none. */
  size: string;
}

export const NEW_ROW: BuilderRow = { kind: "set", set: "1,2", rule: "squares", m: "3", size: "" };

export function rowsFromGame(game: LabGame): BuilderRow[] {
  return game.components.map((c) => ({
    ...NEW_ROW,
    ...(c.kind === "set" ? { kind: "set", set: c.set.join(",") } : { kind: "rule", rule: c.rule, m: String(c.m ?? NEW_ROW.m) }),
    size: c.size === undefined ? "" : String(c.size),
  }));
}

/** The game text of the rows, in the URL notation (see encoding.ts); parsing it validates. */
export function textFromRows(rows: readonly BuilderRow[]): string {
  return rows
    .map((r) => {
      const body = r.kind === "set" ? `s:${r.set.replace(/\s+/g, "")}` : r.rule === "bash" ? `r:bash,${r.m.trim()}` : `r:${r.rule}`;
      return r.size.trim() === "" ? body : `${body}@${r.size.trim()}`;
    })
    .join("+");
}

/** Example games for the page, each one click away; `id` names its label in the page's catalog. */
export const LAB_EXAMPLES: { id: "set134" | "set25" | "squares" | "sum3"; game: LabGame }[] = [
  { id: "set134", game: { components: [{ kind: "set", set: [1, 3, 4] }] } },
  { id: "set25", game: { components: [{ kind: "set", set: [2, 5] }] } },
  { id: "squares", game: { components: [{ kind: "rule", rule: "squares" }] } },
  {
    id: "sum3",
    game: {
      components: [
        { kind: "set", set: [1, 2, 3], size: 9 },
        { kind: "rule", rule: "pow2", size: 7 },
        { kind: "set", set: [2, 5], size: 12 },
      ],
    },
  },
];
