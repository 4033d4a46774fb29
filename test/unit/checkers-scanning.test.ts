// The built-in checkers' hand-written scans (judge/judging/checkers/: token-scanner.ts, the
// number scan in float.ts, the line scan in lines.ts) on ordinary input: they replaced regular
// expressions that backtrack (issue 30), and must give exactly the verdicts and messages those
// gave. The old definitions below are the specification: exact on short texts (only long runs
// made them slow), compared with the new code on every text of a small alphabet fast-check makes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLines, checkTokens, floatChecker } from "../../judge/judging/checkers";
import { isDecimalNumber } from "../../judge/judging/checkers/float";
import { isWhitespace, sameSpan, TokenScanner } from "../../judge/judging/checkers/token-scanner";
import { MAX_TOKEN_CHARS } from "../../judge/judging/checkers/tokens";

/** The float checker's number pattern before issue 30. */
const OLD_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** The token checker's tokens before issue 30. */
const oldTokens = (text: string) => text.match(/\S+/g) ?? [];
/** The lines checker's lines before issue 30. */
function oldLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.at(-1) === "") lines.pop();
  return lines;
}

const textOf = (alphabet: string[], maxLength = 24) => fc.array(fc.constantFrom(...alphabet), { maxLength }).map((chars) => chars.join(""));
/** Whitespace of every kind \s knows, and a few token characters. */
const SPACES = [" ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u1680", "\u2000", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff"];
const TOKEN_TEXT = textOf([...SPACES, "a", "b", "\u180e", "\u200b"]);
const LAYOUT_TEXT = textOf([" ", " ", "\t", "\r", "\n", "\n", "\f", "a", "b"]);
/** Gaps between tokens for the layout comparisons: empty, or whitespace the lines checker treats differently. */
const LAYOUT_SEPARATOR = fc.constantFrom("", " ", "\n", " \n", "\r\n", "\t", "\n\n", " \f", "\n ");
const NUMBER_TEXT = textOf(["0", "1", "9", "+", "-", ".", "e", "E", "x", " "], 12);

function tokensOf(text: string): { tokens: string[]; count: number } {
  const scanner = new TokenScanner(text);
  const tokens: string[] = [];
  while (scanner.advance()) tokens.push(scanner.token());
  return { tokens, count: scanner.count };
}

describe("the token scan", () => {
  it("takes exactly \\s for whitespace, on every UTF-16 code unit", () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (isWhitespace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    }
    expect(differ).toEqual([]);
  });

  it("splits a text into the tokens /\\S+/g found, and counts them", () => {
    fc.assert(
      fc.property(TOKEN_TEXT, (text) => {
        expect(tokensOf(text)).toEqual({ tokens: oldTokens(text), count: oldTokens(text).length });
      }),
      { numRuns: 2000 },
    );
  });

  it("reads tokens at both ends of the text and between any whitespace", () => {
    expect(tokensOf("a").tokens).toEqual(["a"]);
    expect(tokensOf(" \r\n\tYes\u00a0No\f\v42\n").tokens).toEqual(["Yes", "No", "42"]);
    expect(tokensOf("").tokens).toEqual([]);
    expect(tokensOf(" \n ").tokens).toEqual([]);
  });

  it("counts the rest without keeping it, after the tokens already read", () => {
    const scanner = new TokenScanner(" a bb  ccc\n");
    expect(scanner.advance()).toBe(true);
    expect(scanner.token()).toBe("a");
    expect(scanner.skipRest()).toBe(3);
    expect(scanner.advance()).toBe(false);
    expect(scanner.skipRest()).toBe(3);
    expect(new TokenScanner("\n").skipRest()).toBe(0);
  });

  it("compares spans in place: same length and same characters", () => {
    expect(sameSpan("xaby", 1, 3, "ab", 0, 2)).toBe(true);
    expect(sameSpan("xaby", 1, 3, "abc", 0, 3)).toBe(false);
    expect(sameSpan("xaby", 1, 3, "ac", 0, 2)).toBe(false);
    expect(sameSpan("xaby", 1, 3, "cb", 0, 2)).toBe(false);
    expect(sameSpan("", 0, 0, "z", 1, 1)).toBe(true);
  });
});

describe("the number scan (float checker)", () => {
  it("accepts exactly what the old pattern accepted", () => {
    fc.assert(
      fc.property(NUMBER_TEXT, (token) => {
        expect(isDecimalNumber(token)).toBe(OLD_NUMBER.test(token));
      }),
      { numRuns: 5000 },
    );
  });

  it("reads signs, a point on either side, and exponents", () => {
    for (const number of ["0", "42", "+2", "-2", ".5", "-.5", "+.5", "5.", "-5.", "5.25", "1e3", "1E3", "1e+3", "1e-3", "2.5e9", ".5e-1", "5.e2", "007"]) {
      expect([number, isDecimalNumber(number)]).toEqual([number, true]);
    }
    for (const word of ["", ".", "+", "-", "+.", "e3", ".e3", "1e", "1e+", "1e-", "1e3.5", "1.2.3", "--1", "+-1", "1-", "0x10", "1_000", "Infinity", "NaN", " 1", "1 ", "\u0661"]) {
      expect([word, isDecimalNumber(word)]).toEqual([word, false]);
    }
  });

  it("gives the verdicts and messages it gave before", () => {
    const oldFloat = (tolerance: number) => (output: string, answer: string) => {
      const got = oldTokens(output);
      const expected = oldTokens(answer);
      for (let i = 0; i < Math.min(got.length, expected.length); i++) {
        const [e, f] = [expected[i]!, got[i]!];
        const same = OLD_NUMBER.test(e) ? OLD_NUMBER.test(f) && Math.abs(Number(f) - Number(e)) <= tolerance : e === f;
        if (!same) return `WA ${i + 1}`;
      }
      return got.length === expected.length ? "AC" : "WA count";
    };
    const check = floatChecker({ absolute: 0.5, relative: 0 });
    const verdictOf = (output: string, answer: string) => {
      const result = check({ output, answer });
      const differs = result.message?.match(/^token (\d+) differs/);
      return result.verdict === "AC" ? "AC" : differs ? `WA ${differs[1]}` : "WA count";
    };
    fc.assert(
      fc.property(NUMBER_TEXT, NUMBER_TEXT, (output, answer) => {
        expect(verdictOf(output, answer)).toBe(oldFloat(0.5)(output, answer));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("the line scan (lines checker)", () => {
  /** The lines checker before issue 30, message and all. */
  function oldCheckLines(output: string, answer: string) {
    const tokens = checkTokens({ output, answer });
    if (tokens.verdict !== "AC") return tokens;
    const got = oldLines(output);
    const expected = oldLines(answer);
    const show = (line: string | undefined) => (line === undefined ? "nothing" : JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line));
    for (let i = 0; i < Math.max(got.length, expected.length); i++) {
      if (got[i] !== expected[i]) return { verdict: "PE", message: `right answers, wrong layout: line ${i + 1} should be ${show(expected[i])}, found ${show(got[i])}` };
    }
    return { verdict: "AC" };
  }

  it("gives the verdicts and messages it gave before", () => {
    fc.assert(
      fc.property(LAYOUT_TEXT, LAYOUT_TEXT, (output, answer) => {
        expect(checkLines({ output, answer })).toEqual(oldCheckLines(output, answer));
      }),
      { numRuns: 5000 },
    );
    // Texts with the same tokens, so that the layout is what is compared.
    const sameTokens = fc.tuple(fc.array(fc.constantFrom("a", "b"), { maxLength: 5 }), fc.array(LAYOUT_SEPARATOR, { minLength: 6, maxLength: 6 }), fc.array(LAYOUT_SEPARATOR, { minLength: 6, maxLength: 6 }));
    fc.assert(
      fc.property(sameTokens, ([tokens, gaps1, gaps2]) => {
        const output = tokens.map((token, i) => gaps1[i] + token).join("") + gaps1[5];
        const answer = tokens.map((token, i) => gaps2[i] + token).join("") + gaps2[5];
        expect(checkLines({ output, answer })).toEqual(oldCheckLines(output, answer));
      }),
      { numRuns: 5000 },
    );
  });

  it("ignores trailing spaces, tabs and \\r on a line, \\r\\n line ends and blank lines at the end", () => {
    expect(checkLines({ output: "1 2  \t\r\n3\r\n\r\n \n\t\n", answer: "1 2\n3" })).toEqual({ verdict: "AC" });
    expect(checkLines({ output: "1 2", answer: "1 2\n\n\n" })).toEqual({ verdict: "AC" });
  });

  it("keeps blank lines inside the text, leading spaces, and a form feed at a line's end", () => {
    expect(checkLines({ output: "1\n\n2", answer: "1\n2" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 2 should be "2", found ""' });
    expect(checkLines({ output: "1\n 2", answer: "1\n2" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 2 should be "2", found " 2"' });
    expect(checkLines({ output: "1 \f\n", answer: "1\n" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 1 should be "1", found "1 \\f"' });
    expect(checkLines({ output: "1\n\n2\n", answer: "1\n\n2" })).toEqual({ verdict: "AC" });
  });

  it("says which side ran out of lines", () => {
    expect(checkLines({ output: "1\n2", answer: "1 2" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 1 should be "1 2", found "1"' });
    expect(checkLines({ output: "1\n\f", answer: "1" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 2 should be nothing, found "\\f"' });
    expect(checkLines({ output: "1", answer: "1\n\u00a0" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 2 should be "\u00a0", found nothing' });
  });
});

describe("the token checker", () => {
  it("gives the verdicts and messages it gave before", () => {
    const show = (token: string) => JSON.stringify(token.length > 40 ? `${token.slice(0, 40)}...` : token);
    function oldCheckTokens(output: string, answer: string) {
      const got = oldTokens(output);
      const expected = oldTokens(answer);
      for (let i = 0; i < Math.min(got.length, expected.length); i++) {
        if (expected[i] !== got[i]) return { verdict: "WA", message: `token ${i + 1} differs: expected ${show(expected[i]!)}, found ${show(got[i]!)}` };
      }
      if (got.length < expected.length) return { verdict: "WA", message: `output ended early: expected ${expected.length} tokens, found ${got.length} (next expected ${show(expected[got.length]!)})` };
      if (got.length > expected.length) return { verdict: "WA", message: `extra output: expected ${expected.length} tokens, found ${got.length} (first extra ${show(got[expected.length]!)})` };
      return { verdict: "AC" };
    }
    fc.assert(
      fc.property(TOKEN_TEXT, TOKEN_TEXT, (output, answer) => {
        expect(checkTokens({ output, answer })).toEqual(oldCheckTokens(output, answer));
      }),
      { numRuns: 5000 },
    );
  });

  it(`caps an output token at MAX_TOKEN_CHARS (${MAX_TOKEN_CHARS}) characters, or at its answer's token when that is longer`, () => {
    const atCap = "7".repeat(MAX_TOKEN_CHARS);
    expect(checkTokens({ output: `1 ${atCap}`, answer: `1 ${atCap}` })).toEqual({ verdict: "AC" });
    expect(checkTokens({ output: `1 ${atCap}8`, answer: "1 2" })).toEqual({
      verdict: "WA",
      message: `token 2 is longer than ${MAX_TOKEN_CHARS} characters (it has ${MAX_TOKEN_CHARS + 1}: "${"7".repeat(40)}...")`,
    });
    // A right answer is never refused for its length: the answer's own token raises the cap.
    const longAnswer = `${atCap}99`;
    expect(checkTokens({ output: longAnswer, answer: longAnswer })).toEqual({ verdict: "AC" });
    expect(checkTokens({ output: `${atCap}998`, answer: longAnswer }).message).toBe(
      `token 1 is longer than ${MAX_TOKEN_CHARS + 2} characters (it has ${MAX_TOKEN_CHARS + 3}: "${"7".repeat(40)}...")`,
    );
    expect(checkTokens({ output: `${atCap}9`, answer: longAnswer }).message).toMatch(/^token 1 differs/);
  });

  it("applies the cap in the float checker too, where a longer number could be within tolerance", () => {
    const check = floatChecker();
    const justUnder = `1.${"0".repeat(MAX_TOKEN_CHARS - 2)}`;
    expect(justUnder).toHaveLength(MAX_TOKEN_CHARS);
    expect(check({ output: justUnder, answer: "1" })).toEqual({ verdict: "AC" });
    expect(check({ output: `${justUnder}0`, answer: "1" }).message).toBe(
      `token 1 is longer than ${MAX_TOKEN_CHARS} characters (it has ${MAX_TOKEN_CHARS + 1}: "1.${"0".repeat(38)}...")`,
    );
  });
});
