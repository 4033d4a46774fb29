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
import { buildChecker, DEFAULT_CHECKER } from "./checkers";
import { compileTypeScript, type CompileResult } from "./compile";
import { runTestsInOneSandbox } from "../sandbox/batch/run-batch";
import { asJudgeFault } from "./judge-errors";
import { cleanStackTrace } from "./clean-stack-trace";
import { outcomeOf } from "./verdict";

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
