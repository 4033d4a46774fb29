// Runs a compiled conjecture over every position within the bound, with lib/game's checkers,
// and turns their report into a result the page can show. The student's function is called
// through a wrapper that names the position when it throws or returns the wrong type.
import { checkGrundyConjecture, checkPConjecture, outcome } from "../../game";
import type { LearnGame, LearnParamValues } from "../learn-game";
import { learnText, type LearnTextParams } from "../learn-text";
import type { CompiledConjecture } from "./compile-conjecture";
import { describeError, sourceLocation } from "./compile-conjecture";
import { MAX_LISTED_MOVES, type ConjectureResult, type Outcome, type ShownMove } from "./conjecture-result";

type Compiled = Extract<CompiledConjecture, { ok: true }>;

/** Carries a result out of lib/game's checker when the student's function misbehaves. */
class PredicateFailure extends Error {
  constructor(readonly result: ConjectureResult) {
    super(result.message.code);
  }
}

/** A returned value for the sentence: its text and its type ("undefined" hints at a missing return). */
function describeValue(v: unknown): LearnTextParams {
  if (v === undefined || v === null) return { value: String(v), type: String(v) };
  if (typeof v === "string") return { value: JSON.stringify(v), type: "string" };
  if (typeof v === "number" || typeof v === "bigint" || typeof v === "boolean") return { value: String(v), type: typeof v };
  return { value: "", type: Array.isArray(v) ? "array" : typeof v };
}

/** A set of numbers, sorted: "{0, 1, 2}". */
const setText = (values: number[]) => `{${[...new Set(values)].sort((a, b) => a - b).join(", ")}}`;

/**
 * Checks `compiled` on game.positions(bound, params). The settings must already be valid
 * (validateSettings). Never throws: a misbehaving function or game model becomes a result.
 */
export function checkConjecture(
  game: LearnGame<unknown>,
  compiled: Compiled,
  bound: number,
  params: LearnParamValues,
): ConjectureResult {
  const { kind, fn, ignoredIsP } = compiled;
  const rules = game.rules(params);
  const show = (s: unknown) => game.show(s);

  const call = (state: unknown): unknown => {
    try {
      return fn(...game.predicate.args(state, params));
    } catch (error) {
      const at = sourceLocation(error);
      throw new PredicateFailure({
        status: "runtime-error",
        kind,
        position: show(state),
        ...(at && { line: at.line }),
        message: at
          ? learnText("predicateThrewAt", { kind, position: show(state), line: at.line, error: describeError(error) })
          : learnText("predicateThrew", { kind, position: show(state), error: describeError(error) }),
      });
    }
  };

  // One call per position (by the game's key), so the answers stay consistent and listing a
  // counterexample's moves afterwards costs no further calls.
  const memo = new Map<string | number, boolean | number>();
  const claimP = (state: unknown): boolean => {
    const key = rules.key(state);
    const known = memo.get(key);
    if (known !== undefined) return known as boolean;
    const v = call(state);
    if (typeof v !== "boolean") {
      throw new PredicateFailure({
        status: "bad-return",
        kind,
        position: show(state),
        message: learnText("badReturnIsP", { ...describeValue(v), position: show(state) }),
      });
    }
    memo.set(key, v);
    return v;
  };
  const g = (state: unknown): number => {
    const key = rules.key(state);
    const known = memo.get(key);
    if (known !== undefined) return known as number;
    const v = call(state);
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0) {
      throw new PredicateFailure({
        status: "bad-return",
        kind,
        position: show(state),
        message: learnText("badReturnGrundy", { ...describeValue(v), position: show(state) }),
      });
    }
    memo.set(key, v);
    return v;
  };

  try {
    const positions = game.positions(bound, params);
    if (kind === "grundy") return grundyResult(game, rules, positions, g, bound, ignoredIsP);
    return pResult(game, rules, positions, claimP, bound);
  } catch (error) {
    if (error instanceof PredicateFailure) return error.result;
    return { status: "internal-error", message: learnText("checkerFailed", { error: describeError(error) }) };
  }
}

function pResult(
  game: LearnGame<unknown>,
  rules: ReturnType<LearnGame<unknown>["rules"]>,
  positions: unknown[],
  claimP: (s: unknown) => boolean,
  bound: number,
): ConjectureResult {
  const report = checkPConjecture(rules, positions, claimP, game.show);
  if (report.ok) {
    return {
      status: "holds", kind: "isP", checked: report.checked, pPositions: report.pPositions, bound, ignoredIsP: false,
      message: learnText("conjectureHolds", { checked: report.checked, bound, pCount: report.pPositions }),
    };
  }
  if (report.property === "not-closed") {
    return { status: "internal-error", message: learnText("notClosed", { detail: report.message }) };
  }
  const position = game.show(report.state);
  const claimed: Outcome = claimP(report.state) ? "P" : "N";
  let truth: Outcome | null = null;
  try {
    truth = outcome(rules, report.state);
  } catch {
    // The real outcome is a hint only; a search failure must not hide the counterexample.
  }
  const base = { status: "counterexample" as const, kind: "isP" as const, property: report.property, position, claimed, truth, checked: report.checked };

  if (report.property === "terminal-not-P") {
    return {
      ...base, moves: [], moveCount: 0,
      message: learnText("terminalNotP", { position }),
    };
  }
  if (report.property === "P-with-move-to-P") {
    const to = game.show(report.move);
    return {
      ...base, move: { to, claim: "P" }, moves: [], moveCount: 1,
      message: learnText("pWithMoveToP", { position, to }),
    };
  }
  // N-without-move-to-P: every move was asked about (and called N) before the report.
  const moves = [...rules.moves(report.state)];
  return {
    ...base,
    moves: moves.slice(0, MAX_LISTED_MOVES).map((m) => ({ to: game.show(m), claim: "N" })),
    moveCount: moves.length,
    message: learnText("nWithoutMoveToP", { position, count: moves.length }),
  };
}

function grundyResult(
  game: LearnGame<unknown>,
  rules: ReturnType<LearnGame<unknown>["rules"]>,
  positions: unknown[],
  g: (s: unknown) => number,
  bound: number,
  ignoredIsP: boolean,
): ConjectureResult {
  const report = checkGrundyConjecture(rules, positions, g, game.show);
  if (report.ok) {
    const zeros = positions.filter((s) => g(s) === 0).length;
    return {
      status: "holds", kind: "grundy", checked: report.checked, pPositions: zeros, bound, ignoredIsP,
      message: learnText("grundyHolds", { checked: report.checked, bound, zeros }),
    };
  }
  const position = game.show(report.state);
  const moves = [...rules.moves(report.state)];
  const options: ShownMove[] = moves.slice(0, MAX_LISTED_MOVES).map((m) => ({ to: game.show(m), claim: String(g(m)) }));
  const message =
    moves.length === 0
      ? learnText("grundyTerminal", { position, claimed: report.claimed })
      : learnText("grundyWrong", { position, claimed: report.claimed, values: setText(report.optionValues), mex: report.expected });
  return {
    status: "grundy-counterexample", kind: "grundy", position, claimed: report.claimed, options, optionCount: moves.length,
    mex: report.expected, checked: report.checked, ignoredIsP, message,
  };
}
