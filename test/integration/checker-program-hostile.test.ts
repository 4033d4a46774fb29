// Issue 30, item 1: a package's own checker program on 16 MiB of hostile output, judged in the
// real sandbox. The checker is the instructor's code: it runs in a sandbox of its own, outside
// the judge's process, under CHECKER_LIMITS (lowered here so that the test is quick). A checker
// that is quadratic on the output runs out of its CPU time and the verdict is System Error (the
// judge's side, never the student's fault), while the judge's own event loop keeps turning; a
// linear checker gives its verdict on the same output.
import { describe, expect, it, vi } from "vitest";
import { JUDGE_FAULT } from "../../judge/judging/verdict";

vi.mock("../../lib/problem-package/checker-protocol", async (original) => ({
  ...(await original<typeof import("../../lib/problem-package/checker-protocol")>()),
  CHECKER_LIMITS: { timeMs: 2000, memoryMb: 512 },
}));

const { judgeSubmission } = await import("../../judge/judging/judge-submission");

const MiB = 1024 * 1024;

/** Right answers, each followed by 2 MiB of spaces and a form feed: 16 MiB less a few bytes. */
const SPACED_ANSWERS = `const line = "1" + " ".repeat(${2 * MiB - 4}) + "\\f\\n"; for (let i = 0; i < 8; i++) process.stdout.write(line);`;

/** Reads the protocol's JSON; what it does with the output is each checker's own. */
const READ_INPUT = `const { output, answer } = JSON.parse(require("fs").readFileSync(0, "utf8"));`;

/** Trims each line with a backtracking pattern: quadratic on a long run of spaces before a form feed. */
const QUADRATIC_CHECKER = `${READ_INPUT}
const trimmed = output.replace(/[ \\t\\r]+$/gm, "");
process.exit(trimmed === answer ? 42 : 43);`;

/** Compares tokens in one pass. */
const LINEAR_CHECKER = `${READ_INPUT}
const got = output.trim().split(/\\s+/), want = answer.trim().split(/\\s+/);
console.log("read " + got.length + " tokens of " + output.length + " characters");
process.exit(got.length === want.length && got.every((t, i) => t === want[i]) ? 42 : 43);`;

async function judgeWith(checkerProgram: string) {
  return judgeSubmission({
    source: SPACED_ANSWERS,
    tests: [{ ordinal: 1, input: "8\n", expectedOutput: "1\n".repeat(7) }],
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    checker: { kind: "program", program: checkerProgram },
  });
}

describe("a package's checker program on 16 MiB of hostile output", () => {
  it("is System Error when it runs out of its CPU time, and never stops the judge's event loop", { timeout: 120_000 }, async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    try {
      const result = await judgeWith(QUADRATIC_CHECKER);
      expect(result.verdict).toBe("SE");
      expect(result.results[0]).toMatchObject({
        verdict: "SE",
        message: "judge error: checker program failed: it ran past its CPU time limit of 2 s",
        publicMessage: JUDGE_FAULT,
      });
    } finally {
      clearInterval(ticker);
    }
    // The checker used 2 s of CPU in its own process; meanwhile the judge's timers kept firing
    // (a checker in the judge's thread would have let none fire until it ended).
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it("gives its verdict when it reads the output in one pass", { timeout: 120_000 }, async () => {
    const result = await judgeWith(LINEAR_CHECKER);
    expect(result.results[0]).toEqual(expect.objectContaining({ verdict: "WA", message: `read 8 tokens of ${16 * MiB - 8} characters` }));
  });
});
