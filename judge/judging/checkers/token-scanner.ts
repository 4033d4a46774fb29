// The whitespace-separated tokens of a program's output, one at a time, in one pass: each
// character is looked at once, nothing is split up front (an output of 16 MiB of one-letter
// tokens would otherwise be 8 million strings at once), and no regular expression can
// backtrack. Whitespace is exactly JavaScript's \s, the definition the checkers always used.

/** Whether a UTF-16 code unit is JavaScript's \s: ECMAScript's WhiteSpace and LineTerminator. */
export function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d); // space, \t \n \v \f \r
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether text[start, end) equals other[otherStart, otherEnd), compared in place. */
export function sameSpan(text: string, start: number, end: number, other: string, otherStart: number, otherEnd: number): boolean {
  if (end - start !== otherEnd - otherStart) return false;
  for (let k = 0; k < end - start; k++) {
    if (text.charCodeAt(start + k) !== other.charCodeAt(otherStart + k)) return false;
  }
  return true;
}

export class TokenScanner {
  /** The current token is text[start, end) (after a successful advance()). */
  start = 0;
  end = 0;
  /** How many tokens have been read so far. */
  count = 0;

  constructor(readonly text: string) {}

  /** Moves to the next token; false once only whitespace is left. */
  advance(): boolean {
    const { text } = this;
    let at = this.end;
    // No bound needed: past the end, charCodeAt is NaN, which is no whitespace.
    while (isWhitespace(text.charCodeAt(at))) at++;
    if (at === text.length) return false;
    this.start = at;
    while (at < text.length && !isWhitespace(text.charCodeAt(at))) at++;
    this.end = at;
    this.count++;
    return true;
  }

  /** The current token as a string. */
  token(): string {
    return this.text.slice(this.start, this.end);
  }

  /** Whether the current token equals the other scanner's current one. */
  sameAs(other: TokenScanner): boolean {
    return sameSpan(this.text, this.start, this.end, other.text, other.start, other.end);
  }

  /** Reads the remaining tokens without keeping them; the total number of tokens. */
  skipRest(): number {
    while (this.advance());
    return this.count;
  }
}
