// The games of the learning tools (editorial widgets, the conjecture checker, play against the
// perfect player). Pure TypeScript over lib/game: no I/O, no DOM, so it runs on the server
// (editorials render there first), in the page and in a Web Worker.
import { GAME_IDS, type GameId, type ImpartialGame } from "../game";
import type { LearnText } from "./learn-text";

/** The game a problem teaches (problem.ts names it, the catalog stores it): lib/game's GAME_IDS. */
export const LEARN_GAME_IDS = GAME_IDS;
export type LearnGameId = GameId;

/**
 * How a board draws a position: heaps of stones, a 1 x M strip with chessmen, a coin on a grid,
 * chessmen on a graph, one pile with the most the mover may take (Fibonacci Nim), a product
 * growing toward a target (the multiplication game).
 */
export type BoardKind = "piles" | "strip" | "grid" | "graph" | "capped-pile" | "product";

/** A parameter the student may change (Bash's m, S-Nim's set S, the strip's length...). */
export interface LearnParam {
  name: string;
  label: string;
  kind: "int" | "int-set";
  min: number;
  max: number;
  default: number | number[];
}
export type LearnParamValues = Record<string, number | number[]>;

/** A theory move with the reason it wins, in words the student can follow. */
export interface ExplainedMove<P> {
  to: P;
  /** One or two sentences (a code and its values): for Nim, the nim-sum, the pile to change and its target size. */
  explanation: LearnText;
}

/**
 * One classic game. Positions are plain JSON data (they cross to a Web Worker and into URLs).
 * `rules` are the game's one definition in lib/game/games (the brute force's ground truth);
 * `isP` and `winningMove` follow the theory (the perfect player). Unit tests compare the two on
 * every small position.
 */
export interface LearnGame<P> {
  id: LearnGameId;
  title: string;
  board: BoardKind;
  /**
   * On the piles board: how many leading piles have rules of their own and so keep their places
   * (a composite game's first piles); the piles after them are interchangeable. Default 0.
   */
  fixedPiles?: number;
  params: LearnParam[];
  /** The game for these parameter values (Bash with m = 3, S-Nim with S = {2, 5}...). */
  rules(params: LearnParamValues): ImpartialGame<P>;
  /** The graph a "graph" board draws (out-neighbour lists of vertices 0..n-1); only games on a graph have one. */
  graph?(params: LearnParamValues): number[][];
  /** The theory: is `position` a P-position (the player to move loses)? */
  isP(position: P, params: LearnParamValues): boolean;
  /** The perfect player's move from an N-position, explained; null from a P-position. */
  winningMove(position: P, params: LearnParamValues): ExplainedMove<P> | null;
  /** A readable position: "(3, 4, 5)", "n = 7". */
  show(position: P): string;
  /**
   * Every position within `bound` (pile sizes, board side...), closed under moves, smallest
   * first (the checker reports the first counterexample in this order, so it is a small one).
   */
  positions(bound: number, params: LearnParamValues): P[];
  /** Largest bound the conjecture checker offers (so the search stays well under a second). */
  maxBound: number;
  defaultBound: number;
  /** The conjecture checker's function signature, in the problem's own terms. */
  predicate: {
    /** e.g. "function isP(piles: number[]): boolean" */
    isP: string;
    /** e.g. "function grundy(piles: number[]): number" */
    grundy: string;
    /** The arguments the student's function receives for `position`. */
    args(position: P, params: LearnParamValues): unknown[];
  };
  /** A start position for play, for these parameters and a random draw in [0, 1). */
  startPosition(params: LearnParamValues, random: () => number): P;
}
