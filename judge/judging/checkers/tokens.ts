// The default checker: output and answer must have exactly the same whitespace-separated tokens.
// Line breaks and runs of spaces do not matter; case does ("Yes" is not "YES"). Pure, no I/O.
import { show, tokenize, type CheckArgs, type CheckResult } from "./types";

/** Compares token lists; `same(expected, found)` decides equality of one pair (float uses it). */
export function compareTokens(
  { output, answer }: Pick<CheckArgs, "output" | "answer">,
  same: (expected: string, found: string) => boolean = (a, b) => a === b,
  describe: (expected: string, found: string) => string = () => "",
): CheckResult {
  const got = tokenize(output);
  const expected = tokenize(answer);
  const common = Math.min(got.length, expected.length);
  for (let i = 0; i < common; i++) {
    if (!same(expected[i]!, got[i]!)) {
      return {
        verdict: "WA",
        message: `token ${i + 1} differs: expected ${show(expected[i]!)}, found ${show(got[i]!)}${describe(expected[i]!, got[i]!)}`,
      };
    }
  }
  if (got.length < expected.length) {
    return {
      verdict: "WA",
      message: `output ended early: expected ${expected.length} tokens, found ${got.length} (next expected ${show(expected[got.length]!)})`,
    };
  }
  if (got.length > expected.length) {
    return {
      verdict: "WA",
      message: `extra output: expected ${expected.length} tokens, found ${got.length} (first extra ${show(got[expected.length]!)})`,
    };
  }
  return { verdict: "AC" };
}

export function checkTokens(args: Pick<CheckArgs, "output" | "answer">): CheckResult {
  return compareTokens(args);
}
