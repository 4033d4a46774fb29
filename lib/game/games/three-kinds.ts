// The composite game of the Sprague-Grundy sum lesson ("Three Kinds of Piles", our own problem):
// pile 1 follows Bash's rule with m = 3 (take 1, 2 or 3), pile 2 takes any odd number, and
// every further pile is a Nim pile. A move touches exactly one pile.
import type { ImpartialGame } from "../impartial";
import { sumGame } from "../theories/sum";
import { bashGame } from "./bash";
import { nimGame, type NimPiles } from "./nim";

/** One pile from which a move takes any odd number of stones. */
export const takeOddGame: ImpartialGame<number> = {
  *moves(n) {
    for (let take = 1; take <= n; take += 2) yield n - take;
  },
  key: (n) => n,
};

/**
 * The pile sizes in the input's order: pile 1 (Bash, m = 3), then pile 2 (take an odd number),
 * then the Nim piles. One pile means only pile 1; two, no Nim piles.
 */
export type ThreeKindsPiles = readonly number[];

/** The disjunctive sum of the three components, each with its own real moves. */
const components = sumGame<[number, number, NimPiles]>([bashGame(3), takeOddGame, nimGame]);

const split = (piles: ThreeKindsPiles): [number, number, NimPiles] => [piles[0] ?? 0, piles[1] ?? 0, piles.slice(2)];

export const threeKindsGame: ImpartialGame<ThreeKindsPiles> = {
  *moves(piles) {
    if (piles.length === 0) throw new RangeError("a position has at least pile 1");
    // A missing pile 2 is size 0, which has no move, so it stays absent.
    for (const [a, b, rest] of components.moves(split(piles))) yield [a, b, ...rest].slice(0, piles.length);
  },
  key: (piles) => `${piles.length}:${components.key(split(piles))}`,
};
