// A problem's stored checker settings (Problem.checker, tolerances, program) as the judge's
// CheckerConfig.
import { CHECKER_KINDS, type CheckerConfig, type CheckerKind } from "../../../lib/problem-package/metadata";

/** The problem's stored checker settings as the judge's CheckerConfig. */
export function checkerConfigOf(problem: {
  checker: string;
  checkerAbsTolerance: number | null;
  checkerRelTolerance: number | null;
  checkerProgram: string | null;
}): CheckerConfig {
  const kind = (CHECKER_KINDS as readonly string[]).includes(problem.checker) ? (problem.checker as CheckerKind) : undefined;
  if (!kind) throw new Error(`the problem's checker "${problem.checker}" is unknown`);
  return {
    kind,
    ...(problem.checkerAbsTolerance === null ? {} : { absTolerance: problem.checkerAbsTolerance }),
    ...(problem.checkerRelTolerance === null ? {} : { relTolerance: problem.checkerRelTolerance }),
    ...(problem.checkerProgram === null ? {} : { program: problem.checkerProgram }),
  };
}
