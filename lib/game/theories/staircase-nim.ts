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
  let x = 0;
  for (let i = 1; i < steps.length; i += 2) x ^= steps[i]!;
  return x;
}

/** Staircase Nim: a P-position iff the nim-sum of the coins on the odd steps is 0. */
export function isStaircaseP(steps: Staircase): boolean {
  return staircaseGrundy(steps) === 0;
}

/**
 * Every winning move of Staircase Nim (Bouton's rule on the odd steps, X their nim-sum): carry
 * c - (c xor X) coins down from an odd step holding c, or carry (d xor X) - d coins from an even
 * step onto the odd step below it holding d, when that step has that many coins.
 */
export function staircaseWinningMoves(steps: Staircase): { step: number; coins: number }[] {
  const x = staircaseGrundy(steps);
  const moves: { step: number; coins: number }[] = [];
  if (x === 0) return moves;
  for (let i = 1; i < steps.length; i++) {
    if (i % 2 === 1) {
      const c = steps[i]!;
      if ((c ^ x) < c) moves.push({ step: i, coins: c - (c ^ x) });
    } else {
      const d = steps[i - 1]!;
      const add = (d ^ x) - d;
      if (add > 0 && add <= steps[i]!) moves.push({ step: i, coins: add });
    }
  }
  return moves;
}

/** Staircase Nim over the real rules (for brute force): carry 1..steps[i] coins from step i to i-1. */
export const staircaseGame: ImpartialGame<Staircase> = {
  *moves(steps) {
    for (let i = 1; i < steps.length; i++) {
      for (let c = 1; c <= steps[i]!; c++) {
        const next = steps.slice();
        next[i] = steps[i]! - c;
        next[i - 1] = steps[i - 1]! + c;
        yield next;
      }
    }
  },
  key: (steps) => steps.join(","),
};
