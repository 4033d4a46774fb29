// The contract every LearnGame must meet, checked against brute force over its real rules:
// the theory (isP, winningMove) must agree with lib/game's outcome() on every position the
// conjecture checker would visit, and those positions must be closed under moves.
import { expect } from "vitest";
import { checkPConjecture, outcome, seededRandom, type Memo, type Outcome } from "../../../lib/game";
import type { LearnGame, LearnParamValues } from "../../../lib/learn";
import { renderLearnText } from "./render-learn-text";

export function expectTheoryMatchesBruteForce<P>(game: LearnGame<P>, params: LearnParamValues, bound: number): void {
  const rules = game.rules(params);
  const positions = game.positions(bound, params);
  expect(positions.length).toBeGreaterThan(0);

  // No duplicates.
  const keys = positions.map((p) => rules.key(p));
  expect(new Set(keys).size).toBe(keys.length);

  // Closed under moves, and the theory's P-set passes the three-property check.
  const report = checkPConjecture(rules, positions, (p) => game.isP(p, params), game.show);
  expect(report).toMatchObject({ ok: true, checked: positions.length });

  const memo: Memo<Outcome> = new Map();
  const mismatches: string[] = [];
  for (const p of positions) {
    const truth = outcome(rules, p, memo);
    if (game.isP(p, params) !== (truth === "P")) mismatches.push(`isP ${game.show(p)}: brute force says ${truth}`);
    const move = game.winningMove(p, params);
    if (truth === "P") {
      if (move !== null) mismatches.push(`winningMove ${game.show(p)}: a P-position, yet a move to ${game.show(move.to)}`);
      continue;
    }
    if (move === null) {
      mismatches.push(`winningMove ${game.show(p)}: an N-position, but no move`);
      continue;
    }
    const legal = [...rules.moves(p)].some((m) => rules.key(m) === rules.key(move.to));
    if (!legal) mismatches.push(`winningMove ${game.show(p)} -> ${game.show(move.to)} is not a legal move`);
    else if (outcome(rules, move.to, memo) !== "P") mismatches.push(`winningMove ${game.show(p)} -> ${game.show(move.to)} is not a P-position`);
    // The explanation reads as a sentence in both languages, every value it names supplied.
    for (const locale of ["en", "zh"] as const) {
      if (renderLearnText(move.explanation, locale).trim().length < 20) mismatches.push(`winningMove ${game.show(p)}: no ${locale} explanation`);
    }
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
}

/** The predicate's arguments are plain JSON (they cross to a Web Worker) and copies, not the position itself. */
export function expectPredicateArgsArePlainData<P>(game: LearnGame<P>, params: LearnParamValues, bound: number): void {
  for (const p of game.positions(bound, params)) {
    const args = game.predicate.args(p, params);
    expect(JSON.parse(JSON.stringify(args))).toEqual(args);
    for (const a of args) if (typeof a === "object" && a !== null) expect(a).not.toBe(p);
  }
}

/**
 * Start positions are valid (the rules can play from them: every move is again a position the
 * rules accept) and, over many draws, include both P- and N-positions when `bothOutcomes`.
 */
export function expectStartPositions<P>(game: LearnGame<P>, params: LearnParamValues, bothOutcomes = true, draws = 400): void {
  const rules = game.rules(params);
  const random = seededRandom(12345).next;
  const memo: Memo<Outcome> = new Map();
  const seen = new Set<Outcome>();
  for (let i = 0; i < draws; i++) {
    const start = game.startPosition(params, random);
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
    const truth = outcome(rules, start, memo);
    seen.add(truth);
    expect(game.isP(start, params)).toBe(truth === "P");
  }
  if (bothOutcomes) expect([...seen].sort()).toEqual(["N", "P"]);
}

