// The judge's verdict rules (judge/judging/verdict.ts) on made-up sandbox runs: limits before
// the exit status, the exit status before the checker, what the outcome keeps and what a student
// may read of it (publicMessage: nothing from the test).
import { describe, expect, it } from "vitest";
import { checkTokens, type Checker } from "../../judge/judging/checkers";
import { CheckerFailure } from "../../judge/judging/checkers/program";
import { JUDGE_FAULT, RUNTIME_ERROR, outcomeOf, type VerdictRequest } from "../../judge/judging/verdict";
import type { SandboxRunResult } from "../../judge/sandbox/sandbox";
import { LIMITS } from "../../lib/types";

const request: VerdictRequest = { timeLimitMs: 1500, memoryLimitMb: 64 };
const test = { ordinal: 3, input: "1 2\n", expectedOutput: "3\n" };

function run(overrides: Partial<SandboxRunResult> = {}): SandboxRunResult {
  return { outcome: "ok", exitCode: 0, signal: null, cpuMs: 12, wallMs: 30, memoryKb: 4096, stdout: "3\n", stderrTail: "", ...overrides };
}

/** A checker that must not be called (a limit or the exit status decided first). */
const unreachableChecker: Checker = () => expect.unreachable("the checker ran");

describe("the verdict of one test", () => {
  it("accepts a clean run whose output the checker accepts, with what the judge measured", async () => {
    // Strict: no message keys at all (not even undefined ones) on an accepted test.
    expect(await outcomeOf(test, run(), request, checkTokens)).toStrictEqual({ ordinal: 3, verdict: "AC", timeMs: 12, wallMs: 30, memoryKb: 4096 });
  });

  it("gives the checker the test's input, the output and the answer, and keeps its words", async () => {
    const seen: unknown[] = [];
    const checker: Checker = (args) => {
      seen.push(args);
      return { verdict: "WA", message: "token 1 differs" };
    };
    const outcome = await outcomeOf(test, run({ stdout: "4\n" }), request, checker);
    expect(seen).toEqual([{ input: "1 2\n", output: "4\n", answer: "3\n" }]);
    expect(outcome).toStrictEqual({ ordinal: 3, verdict: "WA", timeMs: 12, wallMs: 30, memoryKb: 4096, message: "token 1 differs" });
  });

  it("names each limit with its value, and shows the same words to the student", async () => {
    const cases: [SandboxRunResult["outcome"], string, string][] = [
      ["time", "TLE", "CPU time limit of 1500 ms exceeded"],
      ["wall", "TLE", "wall-clock limit exceeded (the program was idle or waiting, e.g. sleeping or reading past the end of input)"],
      ["memory", "MLE", "memory limit of 64 MiB exceeded"],
      ["output", "OLE", `output exceeded ${LIMITS.maxOutputBytes / (1024 * 1024)} MiB`],
    ];
    for (const [limit, verdict, message] of cases) {
      // A limit decides even when the program also failed: it was stopped for the limit.
      const outcome = await outcomeOf(test, run({ outcome: limit, exitCode: 1, stderrTail: "secret" }), request, unreachableChecker);
      expect(outcome).toEqual({ ordinal: 3, verdict, timeMs: 12, wallMs: 30, memoryKb: 4096, message, publicMessage: message });
    }
  });

  it("gives RE for a signal or a non-zero exit, with the exit status and stderr for the staff only", async () => {
    const killed = await outcomeOf(test, run({ exitCode: null, signal: "SIGSEGV", stderrTail: "  boom\n" }), request, unreachableChecker);
    expect(killed).toMatchObject({ verdict: "RE", message: "killed by signal SIGSEGV\nboom", publicMessage: RUNTIME_ERROR });
    const exited = await outcomeOf(test, run({ exitCode: 2, stderrTail: "Error: the answer 3\n" }), request, unreachableChecker);
    expect(exited).toMatchObject({ verdict: "RE", message: "exit code 2\nError: the answer 3", publicMessage: RUNTIME_ERROR });
    const quiet = await outcomeOf(test, run({ exitCode: 1, stderrTail: " \n" }), request, unreachableChecker);
    expect(quiet).toMatchObject({ verdict: "RE", message: "exit code 1", publicMessage: RUNTIME_ERROR });
  });

  it("keeps the first 2000 characters of a long stderr in the message", async () => {
    const stderr = "x".repeat(2000);
    const atLimit = await outcomeOf(test, run({ exitCode: 1, stderrTail: stderr }), request, unreachableChecker);
    expect(atLimit.message).toBe(`exit code 1\n${stderr}`);
    const over = await outcomeOf(test, run({ exitCode: 1, stderrTail: `${stderr}yz` }), request, unreachableChecker);
    expect(over.message).toBe(`exit code 1\n${stderr}...`);
  });

  it("accepts any clean run when there is no answer (custom input)", async () => {
    const outcome = await outcomeOf({ ordinal: 0, input: "" }, run({ stdout: "anything" }), request, unreachableChecker);
    expect(outcome).toEqual({ ordinal: 0, verdict: "AC", timeMs: 12, wallMs: 30, memoryKb: 4096 });
  });

  it("turns a failing checker program into a System Error that blames the judge", async () => {
    const failing: Checker = () => {
      throw new CheckerFailure("exit code 1");
    };
    const outcome = await outcomeOf(test, run(), request, failing);
    expect(outcome).toMatchObject({ verdict: "SE", message: "judge error: checker program failed: exit code 1", publicMessage: JUDGE_FAULT });
    // Any other error is the judge's own bug: it propagates (the worker retries the submission).
    const broken: Checker = () => {
      throw new TypeError("bug");
    };
    await expect(outcomeOf(test, run(), request, broken)).rejects.toThrow(TypeError);
  });

  it("keeps the output and stderr when asked, shortened past LIMITS.maxShownOutputBytes", async () => {
    const max = LIMITS.maxShownOutputBytes;
    const kept = await outcomeOf(test, run({ stderrTail: "warn" }), { ...request, keepOutput: true }, checkTokens);
    expect(kept).toMatchObject({ output: "3\n", stderr: "warn" });
    const long = "y".repeat(max);
    const atMax = await outcomeOf({ ordinal: 0, input: "" }, run({ stdout: long }), { ...request, keepOutput: true }, checkTokens);
    expect(atMax.output).toBe(long);
    const over = await outcomeOf({ ordinal: 0, input: "" }, run({ stdout: `${long}zzz` }), { ...request, keepOutput: true }, checkTokens);
    expect(over.output).toBe(`${long}\n... (3 more bytes)`);
    const dropped = await outcomeOf(test, run({ stderrTail: "warn" }), request, checkTokens);
    expect(dropped).not.toHaveProperty("output");
    expect(dropped).not.toHaveProperty("stderr");
  });
});
