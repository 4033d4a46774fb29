// Judges one submission against its tests: compile once, then run the tests in order in the
// sandbox and (by default) stop at the first failure (Codeforces convention). No database here:
// the daemon stores what this reports through onTestResult and the final result. The same path
// serves web submissions, runs (Run button: every sample, outputs kept, or custom input without
// an answer), the package check and the command line.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { CheckerConfig } from "../../lib/problem-package/metadata";
import { LIMITS, type TestOutcome, type Verdict } from "../../lib/types";
import { buildChecker, CheckerFailure, DEFAULT_CHECKER, type Checker } from "./checkers";
import { compileTypeScript, type CompileResult } from "./compile";
import { runTestsInOneSandbox } from "../sandbox/batch/run-batch";
import { asJudgeFault } from "./judge-errors";
import { cleanStackTrace } from "./clean-stack-trace";
import type { SandboxRunResult } from "../sandbox/sandbox";

export interface JudgeTest {
  ordinal: number;
  input: string;
  /** Undefined: nothing to check against (custom input); a clean run is then "AC". */
  expectedOutput?: string;
}

export interface JudgeRequest {
  source: string;
  tests: readonly JudgeTest[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** How outputs are checked; the token checker when left out. */
  checker?: CheckerConfig;
  /** Run every test even after a failure (runs on the samples). Default false. */
  runAllTests?: boolean;
  /** Keep each test's stdout and stderr in its outcome (runs, the command line). Default false. */
  keepOutput?: boolean;
  /** Called as each test finishes, before the next starts (live progress). */
  onTestResult?: (outcome: TestOutcome) => Promise<void> | void;
}

export interface JudgeResult {
  verdict: Verdict;
  /** Maximum CPU time over the tests run. */
  timeMs: number;
  /** Maximum peak memory over the tests run. */
  memoryKb: number;
  compileLog?: string;
  results: TestOutcome[];
}

/** Compiles with LIMITS.maxCompileMs as the limit; going over it is a Compile Error. */
async function compileWithLimit(source: string): Promise<CompileResult> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<CompileResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, log: `main.ts: error: compilation took longer than ${LIMITS.maxCompileMs / 1000} s` }),
      LIMITS.maxCompileMs,
    );
  });
  try {
    return await Promise.race([compileTypeScript(source), limit]);
  } finally {
    clearTimeout(timer);
  }
}

export async function judgeSubmission(request: JudgeRequest): Promise<JudgeResult> {
  // LIMITS.maxSourceBytes is enforced where code enters (create-submission, create-run, the
  // command line), not here: the package check judges bundled package programs, which are larger.
  const compiled = await compileWithLimit(request.source);
  if (!compiled.ok) return { verdict: "CE", timeMs: 0, memoryKb: 0, compileLog: compiled.log, results: [] };

  // A private directory per submission for the checker program, if any. Expected answers stay
  // in this process's memory; only the program and one test's input reach the sandbox.
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "nimbus-judge-"));
  try {
    const config = request.checker ?? DEFAULT_CHECKER;
    let checkerFile: string | undefined;
    if (config.program !== undefined) {
      // The checker program gets a directory of its own: its sandbox binds only that file.
      const checkerDir = await fs.mkdtemp(path.join(workDir, "checker-"));
      checkerFile = path.join(checkerDir, "checker.js");
      await fs.writeFile(checkerFile, config.program, { mode: 0o644 });
    }
    const checker = buildChecker(config, checkerFile);
    // One sandboxed process serves the tests (a fresh realm each); failures are confirmed in
    // a fresh process of their own (judge/sandbox/batch/README.md).
    const results: TestOutcome[] = [];
    try {
      await runTestsInOneSandbox({
        programJs: compiled.js,
        tests: request.tests.map((test, index) => ({ ordinal: index, input: test.input })),
        timeLimitMs: request.timeLimitMs,
        memoryLimitMb: request.memoryLimitMb,
        onResult: async (run) => {
          // Stack traces in what the student reads point at main.ts, not the compiled file.
          const cleaned = { ...run, stderrTail: cleanStackTrace(run.stderrTail, compiled.sourceMap) };
          const outcome = await outcomeOf(request.tests[run.ordinal]!, cleaned, request, checker);
          results.push(outcome);
          await request.onTestResult?.(outcome);
          return outcome.verdict !== "AC" && !request.runAllTests ? "stop" : "continue";
        },
      });
    } catch (error) {
      // The judge's own failure (sandbox unavailable, cgroup trouble, full disk): never the
      // user's fault, and not a verdict: the caller decides (the worker retries it later).
      throw asJudgeFault(error);
    }
    const failed = results.find((result) => result.verdict !== "AC");
    return {
      verdict: failed?.verdict ?? "AC",
      timeMs: Math.max(0, ...results.map((result) => result.timeMs)),
      memoryKb: Math.max(0, ...results.map((result) => result.memoryKb)),
      results,
    };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The verdict of one test from its sandboxed run, with what the judge measured. */
async function outcomeOf(test: JudgeTest, run: SandboxRunResult, request: JudgeRequest, checker: Checker): Promise<TestOutcome> {
  const measured: TestOutcome = {
    ordinal: test.ordinal,
    verdict: "AC",
    timeMs: run.cpuMs,
    wallMs: run.wallMs,
    memoryKb: run.memoryKb,
    ...(request.keepOutput ? { output: shorten(run.stdout), stderr: shorten(run.stderrTail) } : {}),
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
const JUDGE_FAULT = "the judge failed on this test, not your program";

/** A message made only of the limits and what the judge measured: safe to show for any test. */
function measuredOnly(message: string): Judged & { message: string } {
  return { verdict: "AC", message, publicMessage: message };
}

async function verdictOf(
  run: SandboxRunResult,
  test: JudgeTest,
  request: JudgeRequest,
  checker: Checker,
): Promise<Judged> {
  switch (run.outcome) {
    case "time":
      return { ...measuredOnly(`CPU time limit of ${request.timeLimitMs} ms exceeded`), verdict: "TLE" };
    case "wall":
      return { ...measuredOnly(`wall-clock limit exceeded (the program was idle or waiting, e.g. sleeping or reading past the end of input)`), verdict: "TLE" };
    case "memory":
      return { ...measuredOnly(`memory limit of ${request.memoryLimitMb} MiB exceeded`), verdict: "MLE" };
    case "output":
      return { ...measuredOnly(`output exceeded ${LIMITS.maxOutputBytes / (1024 * 1024)} MiB`), verdict: "OLE" };
    case "ok":
      break;
  }
  // The exit status is the program's own choice, not test data; stderr is anything it printed.
  if (run.signal) return { verdict: "RE", message: withStderr(`killed by signal ${run.signal}`, run.stderrTail), publicMessage: `killed by signal ${run.signal}` };
  if (run.exitCode !== 0) return { verdict: "RE", message: withStderr(`exit code ${run.exitCode}`, run.stderrTail), publicMessage: `exit code ${run.exitCode}` };
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

function shorten(text: string): string {
  const max = LIMITS.maxShownOutputBytes;
  return text.length > max ? `${text.slice(0, max)}\n... (${text.length - max} more characters)` : text;
}
