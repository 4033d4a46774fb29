// A test's verdict from its sandboxed run: the limits first, then the exit status, then the
// checker. Pure apart from the checker it is given (the package's program runs in the sandbox),
// so its rules are unit-tested (test/unit/verdict.test.ts) without a sandbox.
import { shortenShownOutput } from "../../lib/submissions/shown-output";
import { LIMITS, type TestOutcome, type Verdict } from "../../lib/types";
import { CheckerFailure } from "./checkers/program";
import type { Checker } from "./checkers/types";
import type { SandboxRunResult } from "../sandbox/sandbox";
import type { JudgeRequest, JudgeTest } from "./judge-submission";

/** What of the request decides a verdict and what the outcome keeps. */
export type VerdictRequest = Pick<JudgeRequest, "timeLimitMs" | "memoryLimitMb" | "keepOutput">;

/** The verdict of one test from its sandboxed run, with what the judge measured. */
export async function outcomeOf(test: JudgeTest, run: SandboxRunResult, request: VerdictRequest, checker: Checker): Promise<TestOutcome> {
  const measured: Omit<TestOutcome, "verdict"> = {
    ordinal: test.ordinal,
    timeMs: run.cpuMs,
    wallMs: run.wallMs,
    memoryKb: run.memoryKb,
    ...(request.keepOutput ? { output: shortenShownOutput(run.stdout), stderr: shortenShownOutput(run.stderrTail) } : {}),
  };
  let judged: Judged;
  try {
    judged = await verdictOf(run, test, request, checker);
  } catch (error) {
    if (!(error instanceof CheckerFailure)) throw error;
    judged = { verdict: "SE", message: `judge error: ${error.message}`, publicMessage: JUDGE_FAULT };
  }
  const outcome: TestOutcome = { ...measured, verdict: judged.verdict };
  if (judged.message !== undefined) outcome.message = judged.message;
  if (judged.publicMessage !== undefined) outcome.publicMessage = judged.publicMessage;
  return outcome;
}

/** A test's verdict with the judge's words, and the same words with nothing from the test in them. */
interface Judged {
  verdict: Verdict;
  message?: string;
  publicMessage?: string;
}

/** What a student reads of a System Error on a hidden test (the reason is for the staff). */
export const JUDGE_FAULT = "the judge failed on this test, not your program";

/** What a student reads of a Runtime Error on a hidden test: not the exit code or signal the program chose. */
export const RUNTIME_ERROR = "the program ended with an error (its exit code is shown on samples only)";

/** A limit's verdict, its message made only of the limit and what the judge measured: safe to show for any test. */
function limitExceeded(verdict: Verdict, message: string): Judged {
  return { verdict, message, publicMessage: message };
}

async function verdictOf(
  run: SandboxRunResult,
  test: JudgeTest,
  request: VerdictRequest,
  checker: Checker,
): Promise<Judged> {
  // A limit decides first (an "ok" run falls through to its exit status).
  switch (run.outcome) {
    case "time":
      return limitExceeded("TLE", `CPU time limit of ${request.timeLimitMs} ms exceeded`);
    case "wall":
      return limitExceeded("TLE", `wall-clock limit exceeded (the program was idle or waiting, e.g. sleeping or reading past the end of input)`);
    case "memory":
      return limitExceeded("MLE", `memory limit of ${request.memoryLimitMb} MiB exceeded`);
    case "output":
      return limitExceeded("OLE", `output exceeded ${LIMITS.maxOutputBytes / (1024 * 1024)} MiB`);
  }
  // The exit status is the program's own choice, so it can carry bits of the test's input: the
  // staff read it (message), a student on a hidden test does not (publicMessage); stderr is
  // anything it printed.
  if (run.signal) return { verdict: "RE", message: withStderr(`killed by signal ${run.signal}`, run.stderrTail), publicMessage: RUNTIME_ERROR };
  if (run.exitCode !== 0) return { verdict: "RE", message: withStderr(`exit code ${run.exitCode}`, run.stderrTail), publicMessage: RUNTIME_ERROR };
  if (test.expectedOutput === undefined) return { verdict: "AC" };
  return checker({ input: test.input, output: run.stdout, answer: test.expectedOutput });
}

/** Keeps the stored message short: the thrown error's message is near the top of the trace. */
const MAX_STDERR_IN_MESSAGE = 2000;

/** The last lines of stderr: an uncaught exception's message and its first frames. */
function withStderr(summary: string, stderrTail: string): string {
  const stderr = stderrTail.trim();
  if (!stderr) return summary;
  const shown = stderr.length > MAX_STDERR_IN_MESSAGE ? `${stderr.slice(0, MAX_STDERR_IN_MESSAGE)}...` : stderr;
  return `${summary}\n${shown}`;
}
