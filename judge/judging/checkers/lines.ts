// The "lines" checker, for problems that opt in to Presentation Error: the tokens must match
// (else Wrong Answer, with the token checker's message), and so must the layout, line by line,
// with trailing spaces on a line, "\r" and blank lines at the very end ignored. Equal tokens in
// another layout (two answers on one line, doubled spaces) are Presentation Error. Pure.
import { checkTokens } from "./tokens";
import type { CheckArgs, CheckResult } from "./types";

function normalizedLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.at(-1) === "") lines.pop();
  return lines;
}

const MAX_SHOWN_LINE = 60;
const showLine = (line: string | undefined) =>
  line === undefined ? "nothing" : JSON.stringify(line.length > MAX_SHOWN_LINE ? `${line.slice(0, MAX_SHOWN_LINE)}...` : line);

export function checkLines({ output, answer }: Pick<CheckArgs, "output" | "answer">): CheckResult {
  const tokens = checkTokens({ output, answer });
  if (tokens.verdict !== "AC") return tokens;
  const got = normalizedLines(output);
  const expected = normalizedLines(answer);
  const indices = Array.from({ length: Math.max(got.length, expected.length) }, (_, k) => k);
  const i = indices.find((k) => got[k] !== expected[k]);
  if (i === undefined) return { verdict: "AC" };
  return {
    verdict: "PE",
    message: `right answers, wrong layout: line ${i + 1} should be ${showLine(expected[i])}, found ${showLine(got[i])}`,
  };
}
