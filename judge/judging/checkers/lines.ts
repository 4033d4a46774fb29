// The "lines" checker, for problems that opt in to Presentation Error: the tokens must match
// (else Wrong Answer, with the token checker's message), and so must the layout, line by line,
// with trailing spaces on a line, "\r" and blank lines at the very end ignored. Equal tokens in
// another layout (two answers on one line, doubled spaces) are Presentation Error. Pure, and
// linear in its input: both texts are walked once, line by line, side by side (no array of
// lines, no regular expression that could backtrack over a run of spaces).
import { sameSpan } from "./token-scanner";
import { checkTokens } from "./tokens";
import type { CheckArgs, CheckResult } from "./types";

/** What a line may end with and still be the same line: space, tab, "\r". */
const isTrailing = (code: number) => code === 0x20 || code === 0x09 || code === 0x0d;

/** The lines of a text without their trailing space, up to its last line that has anything else. */
class LineScanner {
  /** The current line is text[start, end), its trailing space left out (after a successful advance()). */
  start = 0;
  end = 0;
  /** Where the next line starts. */
  private next = 0;
  /** Just past the text's last character that is neither trailing space nor "\n": lines from here on are blank. */
  private readonly contentEnd: number;

  constructor(readonly text: string) {
    let end = text.length;
    // Stops at the start too: charCodeAt(-1) is NaN.
    while (isTrailing(text.charCodeAt(end - 1)) || text.charCodeAt(end - 1) === 0x0a) end--;
    this.contentEnd = end;
  }

  /** Moves to the next line; false when only blank lines are left (they are ignored at the end). */
  advance(): boolean {
    const start = this.next;
    if (start >= this.contentEnd) return false;
    const newline = this.text.indexOf("\n", start);
    const lineEnd = newline === -1 ? this.text.length : newline;
    let end = lineEnd;
    // Stops at the line's start too: the character before it is "\n", or NaN at the text's start.
    while (isTrailing(this.text.charCodeAt(end - 1))) end--;
    this.start = start;
    this.end = end;
    this.next = lineEnd + 1;
    return true;
  }

  /** The current line as a string. */
  line(): string {
    return this.text.slice(this.start, this.end);
  }
}

const MAX_SHOWN_LINE = 60;
const showLine = (line: string | undefined) =>
  line === undefined ? "nothing" : JSON.stringify(line.length > MAX_SHOWN_LINE ? `${line.slice(0, MAX_SHOWN_LINE)}...` : line);

export function checkLines({ output, answer }: Pick<CheckArgs, "output" | "answer">): CheckResult {
  const tokens = checkTokens({ output, answer });
  if (tokens.verdict !== "AC") return tokens;
  const got = new LineScanner(output);
  const expected = new LineScanner(answer);
  for (let line = 1; ; line++) {
    const wanted = expected.advance();
    const found = got.advance();
    if (!wanted && !found) return { verdict: "AC" };
    if (!wanted || !found || !sameSpan(got.text, got.start, got.end, expected.text, expected.start, expected.end)) {
      const [want, have] = [wanted ? expected.line() : undefined, found ? got.line() : undefined];
      return { verdict: "PE", message: `right answers, wrong layout: line ${line} should be ${showLine(want)}, found ${showLine(have)}` };
    }
  }
}
