// Judges one submission against its tests: compile once, then run the tests in order in the
// sandbox and stop at the first failure (Codeforces convention). No database here: the daemon
// stores what this reports through onTestResult and the final result.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LIMITS, type TestOutcome, type Verdict } from "../lib/types";
import { checkTokens } from "./checker";
import { compileTypeScript } from "./compile";
import { runInSandbox, type SandboxRunResult } from "./sandbox";

export interface JudgeTest {
  ordinal: number;
  input: string;
  expectedOutput: string;
}

export interface JudgeRequest {
  source: string;
  tests: readonly JudgeTest[];
  timeLimitMs: number;
  memoryLimitMb: number;
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

export async function judgeSubmission(request: JudgeRequest): Promise<JudgeResult> {
  const compiled = await compileTypeScript(request.source);
  if (!compiled.ok) return { verdict: "CE", timeMs: 0, memoryKb: 0, compileLog: compiled.log, results: [] };

  // One private directory per submission: the program, and one input at a time. Expected
  // answers stay in this process's memory; only the program file and stdin reach the sandbox.
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "nimbus-judge-"));
  try {
    const programFile = path.join(workDir, "main.js");
    await fs.writeFile(programFile, compiled.js, { mode: 0o644 });
    const inputFile = path.join(workDir, "input.txt");
    const results: TestOutcome[] = [];
    for (const test of request.tests) {
      await fs.writeFile(inputFile, test.input);
      const outcome = await runOneTest(test, programFile, inputFile, request);
      results.push(outcome);
      await request.onTestResult?.(outcome);
      if (outcome.verdict !== "AC") break;
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

async function runOneTest(
  test: JudgeTest,
  programFile: string,
  inputFile: string,
  request: JudgeRequest,
): Promise<TestOutcome> {
  let run: SandboxRunResult;
  try {
    run = await runInSandbox({
      programFile,
      stdinFile: inputFile,
      timeLimitMs: request.timeLimitMs,
      memoryLimitMb: request.memoryLimitMb,
    });
  } catch (error) {
    // The judge's own failure (sandbox unavailable, cgroup trouble): never the user's fault.
    return { ordinal: test.ordinal, verdict: "SE", timeMs: 0, wallMs: 0, memoryKb: 0, message: `judge error: ${(error as Error).message}` };
  }
  const measured = { ordinal: test.ordinal, timeMs: run.cpuMs, wallMs: run.wallMs, memoryKb: run.memoryKb };
  const { verdict, message } = verdictOf(run, test, request);
  return message === undefined ? { ...measured, verdict } : { ...measured, verdict, message };
}

function verdictOf(run: SandboxRunResult, test: JudgeTest, request: JudgeRequest): { verdict: Verdict; message?: string } {
  switch (run.outcome) {
    case "time":
      return { verdict: "TLE", message: `CPU time limit of ${request.timeLimitMs} ms exceeded` };
    case "wall":
      return { verdict: "TLE", message: `wall-clock limit exceeded (the program was idle or waiting, e.g. sleeping or reading past the end of input)` };
    case "memory":
      return { verdict: "MLE", message: `memory limit of ${request.memoryLimitMb} MiB exceeded` };
    case "output":
      return { verdict: "OLE", message: `output exceeded ${LIMITS.maxOutputBytes / (1024 * 1024)} MiB` };
    case "ok":
      break;
  }
  if (run.signal) return { verdict: "RE", message: withStderr(`killed by signal ${run.signal}`, run.stderrTail) };
  if (run.exitCode !== 0) return { verdict: "RE", message: withStderr(`exit code ${run.exitCode}`, run.stderrTail) };
  return checkTokens({ output: run.stdout, answer: test.expectedOutput });
}

/** Keeps the stored message short: the thrown error's message is near the top of the trace. */
const MAX_STDERR_IN_MESSAGE = 2000;

function withStderr(summary: string, stderrTail: string): string {
  const stderr = stderrTail.trim();
  if (!stderr) return summary;
  const shown = stderr.length > MAX_STDERR_IN_MESSAGE ? `${stderr.slice(0, MAX_STDERR_IN_MESSAGE)}...` : stderr;
  return `${summary}\n${shown}`;
}
