// POJ 1067: Wythoff's game. Two piles; a move takes any positive number from one pile, or the
// same positive number from both.
import type { ImpartialGame } from "../impartial";

/**
 * The two pile sizes in board order: moves keep each pile where it was (a player sees the piles
 * stay put), and (a, b) and (b, a) are distinct positions of equal value.
 */
export type WythoffPiles = readonly [number, number];

export const wythoffGame: ImpartialGame<WythoffPiles> = {
  *moves([a, b]) {
    for (let x = 0; x < a; x++) yield [x, b];
    for (let y = 0; y < b; y++) yield [a, y];
    for (let t = 1; t <= Math.min(a, b); t++) yield [a - t, b - t];
  },
  key: ([a, b]) => `${a},${b}`,
};
