// The "float" checker: tokens as in the token checker, except that where the answer's token is
// a number, the output's token must be a number within the absolute OR the relative tolerance
// of it (relative to the answer, as testlib's doubleCompare). Pure, linear in its input: numbers
// are recognised by one scan, never by a regular expression that could backtrack.
import { DEFAULT_TOLERANCE } from "../../../lib/problem-package/metadata";
import { compareTokens } from "./tokens";
import type { CheckArgs, CheckResult } from "./types";

/** Whether code is an ASCII digit (what \d means without the u flag). */
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** Where the run of digits from `start` ends. */
function digitsEnd(token: string, start: number): number {
  let at = start;
  while (isDigit(token.charCodeAt(at))) at++;
  return at;
}

/**
 * Whether a whole token is a decimal number, `[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?`: a sign,
 * digits with at most one point and at least one digit, an exponent. One scan left to right.
 */
export function isDecimalNumber(token: string): boolean {
  const signed = token[0] === "+" || token[0] === "-";
  const integerEnd = digitsEnd(token, signed ? 1 : 0);
  let at = integerEnd;
  let digits = integerEnd - (signed ? 1 : 0);
  if (token[at] === ".") {
    at = digitsEnd(token, at + 1);
    digits += at - integerEnd - 1;
  }
  if (digits === 0) return false;
  if (token[at] === "e" || token[at] === "E") {
    const exponentStart = token[at + 1] === "+" || token[at + 1] === "-" ? at + 2 : at + 1;
    at = digitsEnd(token, exponentStart);
    if (at === exponentStart) return false;
  }
  return at === token.length;
}

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
    if (!isDecimalNumber(expected)) return expected === found;
    return isDecimalNumber(found) && withinTolerance(Number(expected), Number(found), tol);
  };
  const describe = (expected: string, found: string) =>
    isDecimalNumber(expected) && isDecimalNumber(found)
      ? ` (error ${Math.abs(Number(found) - Number(expected)).toExponential(2)} exceeds ${tol.absolute} absolute and ${tol.relative} relative)`
      : "";
  return (args: Pick<CheckArgs, "output" | "answer">): CheckResult => compareTokens(args, same, describe);
}
