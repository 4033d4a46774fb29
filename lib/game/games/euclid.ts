// POJ 2348 Euclid's Game: two natural numbers; a move subtracts a positive multiple of the
// smaller number from the larger one, and the result may not go below zero. The player who
// makes a number 0 wins (normal play: a position holding a 0 has no moves).
import type { ImpartialGame } from "../impartial";

/**
 * The two numbers in board order: a move changes only the larger one, in its place (a player
 * sees the numbers stay put), so (a, b) and (b, a) are distinct positions of equal value.
 */
export type EuclidPair = readonly [number, number];

export const euclidGame: ImpartialGame<EuclidPair> = {
  *moves([a, b]) {
    if (a === 0 || b === 0) return;
    // Only the larger number shrinks: for the smaller one the first `left` is already negative.
    // With a = b either number is "the larger": both moves make a 0.
    for (let left = a - b; left >= 0; left -= b) yield [left, b];
    for (let left = b - a; left >= 0; left -= a) yield [a, left];
  },
  key: ([a, b]) => `${a},${b}`,
};
