// The classic games of the problems, each defined once by its positions, moves and key (the
// real rules). The brute-force solvers, the learning tools and the editorial widgets all play
// these; the closed forms that predict them live in ../theories.
export { nimGame, type NimPiles } from "./nim";
export { bashGame, bashMoves } from "./bash";
export { powersOfTwoGame, powersOfTwoMoves } from "./powers-of-two";
export { kikiGame, kikiStart, type KikiPosition } from "./kiki";
export { wythoffGame, type WythoffPiles } from "./wythoff";
export { georgiaBobGame, type GeorgiaBobCells } from "./georgia-bob";
export { newStoneGame, type NewStonePiles } from "./new-stone";
export { sNimGame, type SNimPiles } from "./s-nim";
export { hackenbushGame, hackenbushStart, groundedEdges } from "./hackenbush";
// Not impartial (each seat has its own maximum take) and not in GAME_IDS: see turn-game.ts.
export { teamNimGame, type TeamNimPosition } from "./team-nim";
export { chessRowGame, chessRowMask, chessRowColumns, CHESS_ROW_MAX_WIDTH, type ChessRowMask } from "./chess-row";
export { fibonacciSubtractionGame, fibonacciMoves, fibonacciUpTo, FIBONACCI_REMOVALS, type FibonacciPiles } from "./fibonacci-subtraction";
export { misereNimGame } from "./misere-nim";
export { threeKindsGame, takeOddGame, type ThreeKindsPiles } from "./three-kinds";
export { dagTokensGame, type DagTokens } from "./dag-tokens";
export { lightSwitchingGame, lightSwitchingCells } from "./light-switching";
export { mooreNimGame, type MooreNimPiles } from "./moore-nim";
export { multiplicationGame, multiplicationProducts, MULTIPLIERS, MULTIPLICATION_START, MULTIPLICATION_MAX_TARGET } from "./multiplication";
export { euclidGame, type EuclidPair } from "./euclid";
export { fibonacciNimGame, fibonacciNimStart, type FibonacciNimPosition } from "./fibonacci-nim";
// Not in GAME_IDS: no board draws a circle that opens into rows of Kayles (see coin-circle.ts).
export { coinCircleGame, coinCircle, coinRows, coinRowGrundyTable, type CoinCirclePosition } from "./coin-circle";
export { beansGame, type BeansPiles } from "./beans";
export { stoneSplitGame, literalStoneSplitGame, stoneSplitStart, splitKeeps, type StoneSplitPosition } from "./stone-split";

/** Each game's identifier: problem.ts names it, the catalog stores it, editorials' widgets use it. */
// One id a line, so that adding a game adds a line.
export const GAME_IDS = [
  "nim",
  "bash",
  "powers-of-two",
  "kiki",
  "wythoff",
  "georgia-bob",
  "new-stone",
  "s-nim",
  "chess-row",
  "fibonacci-subtraction",
  "misere-nim",
  "three-kinds",
  "dag-tokens",
  "moore-nim",
  "euclid",
  "beans",
  "fibonacci-nim",
  "multiplication",
] as const;
export type GameId = (typeof GAME_IDS)[number];
