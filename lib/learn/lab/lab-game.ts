// The game lab's games: a sum of one-pile components, each a finite subtraction set or a
// take-away rule from lib/game's menu, with an optional pile size.
import type { TakeawayRuleName } from "../../game";

/** A rule's name in the lab's URLs (short, lower case) and its entry in lib/game's menu. */
export const LAB_RULES = {
  bash: "bash",
  pow2: "powersOfTwo",
  squares: "squares",
  divisors: "properDivisors",
  half: "half",
} as const satisfies Record<string, TakeawayRuleName>;
export type LabRuleName = keyof typeof LAB_RULES;
export const LAB_RULE_NAMES = Object.keys(LAB_RULES) as LabRuleName[];

export type LabComponent =
  | { kind: "set"; set: number[]; size?: number }
  | { kind: "rule"; rule: LabRuleName; /** only for "bash": take 1..m */ m?: number; size?: number };

/** A game of the lab: one component, or the sum of several (a move plays in exactly one). */
export interface LabGame {
  components: LabComponent[];
}

/** What the lab accepts, so every computation stays well under a second in the browser. */
export const LAB_LIMITS = {
  components: 6,
  setElements: 10,
  setElementMax: 100,
  bashMax: 100,
  /** Subtraction sets reach any size through their certified period. */
  setSizeMax: 1_000_000_000,
  /** Rule games are tabled up to the pile size (take at most half costs about size^2 / 4 steps). */
  ruleSizeMax: 1000,
  /** The Grundy strip shows g(0..range). */
  rangeMin: 10,
  rangeMax: 300,
  rangeDefault: 40,
} as const;
