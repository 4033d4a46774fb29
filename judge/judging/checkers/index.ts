// Every checker kind and how to build its checker: a typed exhaustive record, so a new kind in
// CHECKER_KINDS does not compile until its entry exists here.
import type { CheckerConfig, CheckerKind } from "../../../lib/problem-package/metadata";
import { floatChecker } from "./float";
import { checkLines } from "./lines";
import { programChecker } from "./program";
import { checkTokens } from "./tokens";
import type { Checker, CheckerOptions } from "./types";

export const CHECKERS: Record<CheckerKind, (options: CheckerOptions) => Checker> = {
  tokens: () => checkTokens,
  lines: () => checkLines,
  float: (options) => floatChecker({ absolute: options.absTolerance, relative: options.relTolerance }),
  program: (options) => programChecker(options.programFile),
};

export const DEFAULT_CHECKER: CheckerConfig = { kind: "tokens" };

export function buildChecker(config: CheckerConfig, programFile?: string): Checker {
  return CHECKERS[config.kind]({ absTolerance: config.absTolerance, relTolerance: config.relTolerance, programFile });
}

export { CheckerFailure } from "./program";
export { checkTokens } from "./tokens";
export { checkLines } from "./lines";
export { floatChecker } from "./float";
export type { CheckArgs, Checker, CheckResult } from "./types";
