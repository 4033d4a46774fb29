// The closed form of Georgia and Bob; the game itself (its moves) is ../games/georgia-bob.ts.
import { staircaseGrundy, type Staircase } from "./staircase-nim";

/**
 * Georgia and Bob (POJ 1704) as Staircase Nim: with the chessmen sorted, step j (j >= 1) holds
 * the empty cells just left of the j-th chessman from the right (the wall is cell 0); sliding
 * that chessman left by d carries d coins from step j to step j-1. Step 0 (the floor) is 0.
 */
export function georgiaBobStaircase(cells: readonly number[]): Staircase {
  const sorted = [...cells].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    if (!Number.isSafeInteger(sorted[i]) || sorted[i]! < 1) throw new RangeError(`cells are positive integers, got ${sorted[i]}`);
    if (i > 0 && sorted[i] === sorted[i - 1]) throw new RangeError(`cells must be distinct, got ${sorted[i]} twice`);
  }
  const steps = [0];
  for (let i = sorted.length - 1; i >= 0; i--) steps.push(sorted[i]! - (i > 0 ? sorted[i - 1]! : 0) - 1);
  return steps;
}

/**
 * Georgia and Bob by the Staircase Nim theorem: the first player wins iff the nim-sum of the
 * gaps inside the pairs (p[N-1], p[N]), (p[N-3], p[N-2]), ... (wall at 0 for odd N) is non-zero.
 */
export function georgiaBobFirstPlayerWins(cells: readonly number[]): boolean {
  return staircaseGrundy(georgiaBobStaircase(cells)) !== 0;
}

