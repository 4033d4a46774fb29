// Kept for existing imports: the checkers live in judge/checkers/ (one file per kind).
export { checkTokens } from "./checkers/tokens";
export type { CheckArgs as CheckInput, CheckResult } from "./checkers/types";
