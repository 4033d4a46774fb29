// What the lab shows for a game: each pile's Grundy sequence, its period (certified for
// subtraction sets, only observed for the other rules), its P-positions, and for a sum the
// xor of the piles' values with a winning move.
import {
  periodicGrundyAt,
  ruleGrundyTable,
  subtractionGame,
  subtractionGrundyTable,
  subtractionPeriodicity,
  takeawayGame,
  takeawayRules,
  type ImpartialGame,
  type PileMoves,
  type SubtractionPeriodicity,
} from "../../game";
import { LAB_RULES, type LabComponent, type LabGame } from "./lab-game";

/** The period search for subtraction sets stops here (2^20 positions, a few ms per million). */
export const LAB_PERIOD_SEARCH_CAP = 1 << 20;

export type LabPeriod =
  /** Proved: g(n + period) = g(n) for every n >= preperiod (lib/game's certificate). */
  | { kind: "certified"; preperiod: number; period: number; /** residues r (0 <= r < period) with g(preperiod + r) = 0 */ pResidues: number[] }
  /** Seen in g(0..upTo) only, at least three times over; not a proof. */
  | { kind: "observed"; preperiod: number; period: number; upTo: number }
  /** No period in g(0..upTo) (repeating at least three times), or the search cap was reached. */
  | { kind: "none"; upTo: number };

export interface LabPileAnalysis {
  component: LabComponent;
  /** g(0..range). */
  values: number[];
  /** The n in 0..range with g(n) = 0. */
  pPositions: number[];
  period: LabPeriod;
  /** g(size) when the component has a size. */
  valueAtSize?: number;
}

export interface LabSumMove {
  pile: number;
  from: number;
  to: number;
}

export interface LabAnalysis {
  range: number;
  piles: LabPileAnalysis[];
  /**
   * With every pile sized (one pile too): the position's value, the xor of g_i(size_i)
   * (Sprague-Grundy), P iff 0, and a winning move.
   */
  sum?: { value: number; isP: boolean; move: LabSumMove | null };
}

/** The one-pile moves of a component (for a rule, lib/game's menu; bash is also the set {1..m}). */
export function componentMoves(c: LabComponent): PileMoves {
  if (c.kind === "set") return subtractionGame(c.set).moves;
  return takeawayRules[LAB_RULES[c.rule]].build(c.m ?? 1);
}

/** The component as a game over the real rules (for brute force and for finding moves). */
export function componentGame(c: LabComponent): ImpartialGame<number> {
  return c.kind === "set" ? subtractionGame(c.set) : takeawayGame(componentMoves(c));
}

/** Bash's game is the subtraction set {1..m}, so its period is certified like any finite set. */
function asSubtractionSet(c: LabComponent): number[] | null {
  if (c.kind === "set") return c.set;
  if (c.rule === "bash") return Array.from({ length: c.m ?? 1 }, (_, i) => i + 1);
  return null;
}

/**
 * The least period p, with the least pre-period, such that g(n + p) = g(n) for all n in
 * [pre, last - p] and the repeating part spans at least three periods; null when there is none.
 */
export function observedPeriod(values: readonly number[]): { preperiod: number; period: number } | null {
  const last = values.length - 1;
  for (let p = 1; 3 * p <= values.length; p++) {
    let pre = 0;
    for (let n = last - p; n >= 0; n--) {
      if (values[n] !== values[n + p]) {
        pre = n + 1;
        break;
      }
    }
    if (last + 1 - pre >= 3 * p) return { preperiod: pre, period: p };
  }
  return null;
}

/** A pile's analysis with its evaluator g(n), for any n up to its size (kept out of the plain data). */
interface EvaluatedPile {
  analysis: LabPileAnalysis;
  at: ((n: number) => number) | null;
}

function pileWithSet(c: LabComponent, set: number[], range: number): EvaluatedPile {
  let periodicity: SubtractionPeriodicity | null = null;
  try {
    periodicity = subtractionPeriodicity(set, LAB_PERIOD_SEARCH_CAP);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e; // past the cap: say so, claim nothing
  }
  const values = Array.from(subtractionGrundyTable(set, range));
  if (!periodicity) {
    // No certificate within the cap: only sizes inside a table we can afford are evaluated.
    const table = c.size !== undefined && c.size < LAB_PERIOD_SEARCH_CAP ? subtractionGrundyTable(set, c.size) : null;
    const at = table ? (n: number) => table[n]! : null;
    const period: LabPeriod = { kind: "none", upTo: LAB_PERIOD_SEARCH_CAP - 1 };
    return { analysis: { component: c, values, pPositions: zeros(values), period, valueAtSize: at && c.size !== undefined ? at(c.size) : undefined }, at };
  }
  const { preperiod, period: p } = periodicity;
  const pResidues: number[] = [];
  for (let r = 0; r < p; r++) if (periodicity.prefix[preperiod + r] === 0) pResidues.push(r);
  const at = (n: number) => periodicGrundyAt(periodicity, n);
  const period: LabPeriod = { kind: "certified", preperiod, period: p, pResidues };
  return { analysis: { component: c, values, pPositions: zeros(values), period, valueAtSize: c.size === undefined ? undefined : at(c.size) }, at };
}

function pileWithRule(c: LabComponent, range: number): EvaluatedPile {
  const table = ruleGrundyTable(Math.max(range, c.size ?? 0), componentMoves(c));
  const values = Array.from(table.subarray(0, range + 1));
  const seen = observedPeriod(values);
  const period: LabPeriod = seen ? { kind: "observed", ...seen, upTo: range } : { kind: "none", upTo: range };
  const at = (n: number) => table[n]!;
  return { analysis: { component: c, values, pPositions: zeros(values), period, valueAtSize: c.size === undefined ? undefined : at(c.size) }, at };
}

const zeros = (values: readonly number[]) => values.flatMap((g, n) => (g === 0 ? [n] : []));

function evaluatePile(c: LabComponent, range: number): EvaluatedPile {
  const set = asSubtractionSet(c);
  return set ? pileWithSet(c, set, range) : pileWithRule(c, range);
}

/** One pile: g(0..range), its P-positions and period, and g(size) when it has a size. */
export function analysePile(c: LabComponent, range: number): LabPileAnalysis {
  return evaluatePile(c, range).analysis;
}

/** The whole game; with every pile sized, also the position's value (the xor) and a winning move. */
export function analyseLab(game: LabGame, range: number): LabAnalysis {
  const evaluated = game.components.map((c) => evaluatePile(c, range));
  const piles = evaluated.map((e) => e.analysis);
  if (!piles.every((p) => p.valueAtSize !== undefined)) return { range, piles };
  const value = piles.reduce((x, p) => x ^ p.valueAtSize!, 0);
  return { range, piles, sum: { value, isP: value === 0, move: value === 0 ? null : sumMove(evaluated, value) } };
}

/** Bouton's move on the Grundy values: a pile whose value g has g xor X < g moves to that value. */
function sumMove(piles: EvaluatedPile[], x: number): LabSumMove | null {
  for (let i = 0; i < piles.length; i++) {
    const { analysis, at } = piles[i]!;
    const g = analysis.valueAtSize!;
    const target = g ^ x;
    if (target >= g || !at) continue;
    const from = analysis.component.size!;
    for (const to of componentMoves(analysis.component)(from)) {
      if (at(to) === target) return { pile: i, from, to };
    }
  }
  return null; // unreachable: by the mex, some option of the pile has every smaller value
}
