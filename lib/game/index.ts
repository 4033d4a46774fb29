// The game-theory engine: pure TypeScript, no I/O, runs in the judge and in the browser.
export { mex } from "./mex";
export { nimSum, nimSumBig, isNimPPosition, nimWinningMoves } from "./nim";
export { outcome, grundy, winningMoves, CyclicGameError } from "./impartial";
export type { ImpartialGame, Outcome, Memo } from "./impartial";
export { nimGame } from "./games";
export { seededRandom } from "./random";
export type { Random } from "./random";
export { movesToGrundy } from "./impartial";
export { checkPConjecture, checkGrundyConjecture } from "./conjecture";
export type { BrokenProperty, ConjectureReport, GrundyConjectureReport } from "./conjecture";
export * from "./theories";
