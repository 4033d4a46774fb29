import type { ImpartialGame } from "../impartial";

/**
 * Staircase Nim. Convention: `steps[i]` is the number of coins on step i, and step 0 is the
 * floor (its coins are out of play). A move carries any positive number of coins from one step
 * i >= 1 down to step i-1.
 */
export type Staircase = readonly number[];

/**
 * Staircase Nim theorem: the Sprague-Grundy value is the nim-sum of the odd-numbered steps
 * (1, 3, 5, ...); moves from even steps are undone by carrying the same coins on down.
 */
export function staircaseGrundy(steps: Staircase): number {
  return steps.reduce((x, coins, i) => (i % 2 === 1 ? x ^ coins : x), 0);
}

/** Staircase Nim: a P-position iff the nim-sum of the coins on the odd steps is 0. */
export function isStaircaseP(steps: Staircase): boolean {
  return staircaseGrundy(steps) === 0;
}

/**
 * Every winning move of Staircase Nim (Bouton's rule on the odd steps, X their nim-sum): each odd
 * step holding c must come to c xor X; carry c - (c xor X) coins down from it when that is
 * fewer, or carry (c xor X) - c coins onto it from the even step above, when that step has that
 * many coins. None from a P-position (X = 0: every odd step is already right).
 */
export function staircaseWinningMoves(steps: Staircase): { step: number; coins: number }[] {
  const x = staircaseGrundy(steps);
  const moves: { step: number; coins: number }[] = [];
  steps.forEach((c, i) => {
    if (i % 2 === 0) return;
    const target = c ^ x;
    if (target < c) moves.push({ step: i, coins: c - target });
    else if (target > c && target - c <= (steps[i + 1] ?? 0)) moves.push({ step: i + 1, coins: target - c });
  });
  return moves;
}

/** Staircase Nim over the real rules (for brute force): carry 1..steps[i] coins from step i to i-1. */
export const staircaseGame: ImpartialGame<Staircase> = {
  *moves(steps) {
    for (const [i, coins] of steps.entries()) {
      if (i === 0) continue; // the floor's coins are out of play
      for (let c = 1; c <= coins; c++) {
        const next = steps.slice();
        next[i] = steps[i]! - c;
        next[i - 1] = steps[i - 1]! + c;
        yield next;
      }
    }
  },
  key: (steps) => steps.join(","),
};
