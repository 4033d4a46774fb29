// The "float" checker: tokens as in the token checker, except that where the answer's token is
// a number, the output's token must be a number within the absolute OR the relative tolerance
// of it (relative to the answer, as testlib's doubleCompare). Pure.
import { DEFAULT_TOLERANCE } from "../../../lib/problem-package/metadata";
import { compareTokens } from "./tokens";
import type { CheckArgs, CheckResult } from "./types";

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export interface Tolerance {
  absolute: number;
  relative: number;
}

export function withinTolerance(expected: number, found: number, tolerance: Tolerance): boolean {
  const error = Math.abs(found - expected);
  return error <= tolerance.absolute || error <= tolerance.relative * Math.abs(expected);
}

/** A float checker for one tolerance: a pure function of `{ output, answer }`. */
export function floatChecker(tolerance: Partial<Tolerance> = {}) {
  const tol: Tolerance = {
    absolute: tolerance.absolute ?? DEFAULT_TOLERANCE.absolute,
    relative: tolerance.relative ?? DEFAULT_TOLERANCE.relative,
  };
  const same = (expected: string, found: string) => {
    if (!NUMBER.test(expected)) return expected === found;
    return NUMBER.test(found) && withinTolerance(Number(expected), Number(found), tol);
  };
  const describe = (expected: string, found: string) =>
    NUMBER.test(expected) && NUMBER.test(found)
      ? ` (error ${Math.abs(Number(found) - Number(expected)).toExponential(2)} exceeds ${tol.absolute} absolute and ${tol.relative} relative)`
      : "";
  return (args: Pick<CheckArgs, "output" | "answer">): CheckResult => compareTokens(args, same, describe);
}
