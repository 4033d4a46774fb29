// The conjecture checker's pure part: compile the student's function, check it, describe the result.
export { runConjecture } from "./run-conjecture";
export type { ConjectureRequest } from "./run-conjecture";
export { checkConjecture } from "./check-conjecture";
export { compileConjecture } from "./compile-conjecture";
export type { CompiledConjecture, ConjectureKind } from "./compile-conjecture";
export { P_PROPERTIES, MAX_LISTED_MOVES, timeoutResult } from "./conjecture-result";
export type { ConjectureResult, PProperty, ShownMove } from "./conjecture-result";
export { validateSettings, parseIntList } from "./conjecture-settings";
export { CONJECTURE_WORK_LIMIT, checkWork, largestParams } from "./check-work";
export { conjectureStarter } from "./starter";
