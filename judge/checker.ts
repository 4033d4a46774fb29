// The default checker: output and answer must have exactly the same whitespace-separated tokens.
// Line breaks and runs of spaces do not matter; case does ("Yes" is not "YES"). Pure, no I/O.

export interface CheckInput {
  /** What the contestant's program printed. */
  output: string;
  /** The expected answer (the reference solution's output). */
  answer: string;
}

export interface CheckResult {
  verdict: "AC" | "WA";
  message?: string;
}

/** Tokens longer than this are shortened in messages, which are shown to the user. */
const MAX_SHOWN_TOKEN = 40;

export function checkTokens({ output, answer }: CheckInput): CheckResult {
  const got = tokenize(output);
  const expected = tokenize(answer);
  const common = Math.min(got.length, expected.length);
  for (let i = 0; i < common; i++) {
    if (got[i] !== expected[i]) {
      return {
        verdict: "WA",
        message: `token ${i + 1} differs: expected ${show(expected[i])}, found ${show(got[i])}`,
      };
    }
  }
  if (got.length < expected.length) {
    return {
      verdict: "WA",
      message: `output ended early: expected ${expected.length} tokens, found ${got.length} (next expected ${show(expected[got.length])})`,
    };
  }
  if (got.length > expected.length) {
    return {
      verdict: "WA",
      message: `extra output: expected ${expected.length} tokens, found ${got.length} (first extra ${show(got[expected.length])})`,
    };
  }
  return { verdict: "AC" };
}

function tokenize(text: string): string[] {
  return text.split(/\s+/).filter((token) => token.length > 0);
}

function show(token: string | undefined): string {
  if (token === undefined) return "nothing";
  const shown = token.length > MAX_SHOWN_TOKEN ? `${token.slice(0, MAX_SHOWN_TOKEN)}...` : token;
  return JSON.stringify(shown);
}
