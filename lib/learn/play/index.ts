// Play against the perfect player: the session (positions, turn, history), the computer's
// choice, hints and the review. Pure: no DOM, so it is unit-tested against brute force.
export * from "./session";
export { chooseComputerMove, smallestMove } from "./computer-move";
export type { ComputerMove } from "./computer-move";
export { legalMoves, matchMove, moveMatcher, MAX_LEGAL_MOVES, TooManyMovesError } from "./legal-moves";
export { arrangeLike, isNumberList, moveSize, numbersOf } from "./arrange";
export { hint, P_POSITION_HINT } from "./hint";
export type { Hint } from "./hint";
export { reviewGame } from "./review";
export type { ReviewedStep } from "./review";
