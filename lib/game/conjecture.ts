import type { ImpartialGame } from "./impartial";
import { mex } from "./mex";

/**
 * Which defining property of P-positions a conjecture breaks (normal play): every terminal
 * position is P; from every N-position some move reaches a P-position; from a P-position no
 * move reaches a P-position. A set with all three equals the true P-set, by induction on the
 * (finite, acyclic) game.
 */
export type BrokenProperty = "terminal-not-P" | "N-without-move-to-P" | "P-with-move-to-P" | "not-closed";

export type ConjectureReport<S> =
  | { ok: true; checked: number; pPositions: number }
  | { ok: false; property: BrokenProperty; state: S; move?: S; checked: number; message: string };

/**
 * Checks a conjectured P-set `isP` on `states` (which must be closed under moves), in the
 * order given, and reports the first state that breaks a property, with the offending move:
 * a P-to-P move for "P-with-move-to-P", a move leaving the set for "not-closed".
 */
export function checkPConjecture<S>(
  game: ImpartialGame<S>,
  states: Iterable<S>,
  isP: (state: S) => boolean,
  show: (state: S) => string = (s) => String(game.key(s)),
): ConjectureReport<S> {
  const list = [...states];
  const inSet = new Set(list.map((s) => game.key(s)));
  const label = new Map<string | number, boolean>();
  const claimP = (s: S) => {
    const k = game.key(s);
    let v = label.get(k);
    if (v === undefined) label.set(k, (v = isP(s)));
    return v;
  };

  let checked = 0;
  let pPositions = 0;
  for (const state of list) {
    const moves = [...game.moves(state)];
    const outside = moves.find((m) => !inSet.has(game.key(m)));
    if (outside !== undefined) {
      return { ok: false, property: "not-closed", state, move: outside, checked, message: `the move ${show(state)} -> ${show(outside)} leaves the set of positions checked` };
    }
    const p = claimP(state);
    if (p) pPositions++;
    if (moves.length === 0 && !p) {
      return { ok: false, property: "terminal-not-P", state, checked, message: `${show(state)} has no move, so the player to move loses: it must be P, but the conjecture says N` };
    }
    if (p) {
      const toP = moves.find(claimP);
      if (toP !== undefined) {
        return { ok: false, property: "P-with-move-to-P", state, move: toP, checked, message: `${show(state)} is claimed P, yet the move to ${show(toP)}, also claimed P, would win from it` };
      }
    } else if (!moves.some(claimP)) {
      // (a terminal position claimed N was reported above, so this one has moves)
      return { ok: false, property: "N-without-move-to-P", state, checked, message: `${show(state)} is claimed N, but none of its ${moves.length} moves reaches a position claimed P` };
    }
    checked++;
  }
  return { ok: true, checked, pPositions };
}

export type GrundyConjectureReport<S> =
  | { ok: true; checked: number }
  | { ok: false; state: S; claimed: number; expected: number; optionValues: number[]; checked: number; message: string };

/**
 * Checks a conjectured Grundy function: g(x) must equal mex{ g(y) : y an option of x }
 * (Sprague-Grundy), for every state of a set closed under moves. Reports the first mismatch.
 */
export function checkGrundyConjecture<S>(
  game: ImpartialGame<S>,
  states: Iterable<S>,
  g: (state: S) => number,
  show: (state: S) => string = (s) => String(game.key(s)),
): GrundyConjectureReport<S> {
  let checked = 0;
  for (const state of states) {
    const optionValues = [...game.moves(state)].map(g);
    const expected = mex(optionValues);
    const claimed = g(state);
    if (claimed !== expected) {
      return {
        ok: false, state, claimed, expected, optionValues, checked,
        message: `g(${show(state)}) is claimed ${claimed}, but its options have values {${[...new Set(optionValues)].sort((a, b) => a - b).join(", ")}}, whose mex is ${expected}`,
      };
    }
    checked++;
  }
  return { ok: true, checked };
}
