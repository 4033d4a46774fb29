// The default checker: output and answer must have exactly the same whitespace-separated tokens.
// Line breaks and runs of spaces do not matter; case does ("Yes" is not "YES"). Pure, no I/O;
// one pass over both texts (TokenScanner), so its time is linear in their length.
import { TokenScanner } from "./token-scanner";
import { show, type CheckArgs, type CheckResult } from "./types";

/**
 * The longest output token any checker compares: a longer one is Wrong Answer by its length
 * alone (unless the answer's own token there is longer still: a right answer is never refused).
 * 1 MiB is far above any legitimate token: the longest in the bundled tests has 20 characters, a
 * double printed in full about 25, an exact game value a few hundred digits. It bounds the work
 * a comparison does per token (a float parse, a message) and makes a flood of one token a clear
 * verdict.
 */
export const MAX_TOKEN_CHARS = 1 << 20;

/**
 * Compares the tokens in order; `same(expected, found)` decides equality of one pair (float uses
 * it), else they must be equal (compared in place: no string per token).
 */
export function compareTokens(
  { output, answer }: Pick<CheckArgs, "output" | "answer">,
  same?: (expected: string, found: string) => boolean,
  describe: (expected: string, found: string) => string = () => "",
): CheckResult {
  const got = new TokenScanner(output);
  const expected = new TokenScanner(answer);
  for (;;) {
    const wanted = expected.advance();
    const found = got.advance();
    if (!wanted && !found) return { verdict: "AC" };
    if (!wanted) {
      const extra = got.token();
      return { verdict: "WA", message: `extra output: expected ${expected.count} tokens, found ${got.skipRest()} (first extra ${show(extra)})` };
    }
    if (!found) {
      const next = expected.token();
      return { verdict: "WA", message: `output ended early: expected ${expected.skipRest()} tokens, found ${got.count} (next expected ${show(next)})` };
    }
    const cap = Math.max(MAX_TOKEN_CHARS, expected.end - expected.start);
    if (got.end - got.start > cap) {
      return { verdict: "WA", message: `token ${got.count} is longer than ${cap} characters (it has ${got.end - got.start}: ${show(got.token())})` };
    }
    if (same ? !same(expected.token(), got.token()) : !got.sameAs(expected)) {
      const [want, have] = [expected.token(), got.token()];
      return { verdict: "WA", message: `token ${got.count} differs: expected ${show(want)}, found ${show(have)}${describe(want, have)}` };
    }
  }
}

export function checkTokens(args: Pick<CheckArgs, "output" | "answer">): CheckResult {
  return compareTokens(args);
}
