// The package's checker program as the judge drives it (judge/judging/checkers/program.ts), with
// the sandbox replaced by a stand-in: what it is given (the JSON on stdin, the limits), how its
// exit code becomes a verdict, and that every other ending is the checker's failure. The real
// sandboxed runs are in the integration tests (test/integration/judge-checkers-verdicts.test.ts).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SandboxRunOptions, SandboxRunResult } from "../../judge/sandbox/sandbox";
import { CHECKER_EXIT_CODES, CHECKER_LIMITS, MAX_CHECKER_MESSAGE } from "../../lib/problem-package/checker-protocol";

/** What the stand-in sandbox saw of each run, and what it answers next. */
const sandbox = vi.hoisted(() => ({
  calls: [] as { options: unknown; stdin: string }[],
  answer: {} as Record<string, unknown>,
}));

vi.mock("../../judge/sandbox/sandbox", async () => {
  const { readFile } = await import("node:fs/promises");
  return {
    runInSandbox: async (options: SandboxRunOptions): Promise<SandboxRunResult> => {
      sandbox.calls.push({ options, stdin: await readFile(options.stdinFile, "utf8") });
      return { outcome: "ok", exitCode: 0, signal: null, cpuMs: 1, wallMs: 1, memoryKb: 1, stdout: "", stderrTail: "", ...sandbox.answer };
    },
  };
});

const { CheckerFailure, programChecker } = await import("../../judge/judging/checkers/program");
const { buildChecker } = await import("../../judge/judging/checkers");

let dir: string;
let programFile: string;
const args = { input: "5\n", output: "2 3\n", answer: "1 4\n" };

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "nimbus-checker-program-"));
  programFile = path.join(dir, "checker.js");
  await fs.writeFile(programFile, "");
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  sandbox.calls.length = 0;
  sandbox.answer = {};
});

async function failureOf(result: unknown): Promise<string> {
  const error = await Promise.resolve(result).then(() => expect.unreachable("the checker did not fail"), (e: unknown) => e);
  expect(error).toBeInstanceOf(CheckerFailure);
  expect((error as Error).name).toBe("CheckerFailure");
  return (error as Error).message;
}

describe("the package's checker program", () => {
  it("gets the input, output and answer as JSON on stdin, beside itself, with the checker limits", async () => {
    sandbox.answer = { exitCode: CHECKER_EXIT_CODES.AC };
    expect(await programChecker(programFile)(args)).toEqual({ verdict: "AC" });
    expect(sandbox.calls).toHaveLength(1);
    const { options, stdin } = sandbox.calls[0]!;
    expect(JSON.parse(stdin)).toEqual(args);
    expect(options).toMatchObject({
      programFile,
      timeLimitMs: CHECKER_LIMITS.timeMs,
      memoryLimitMb: CHECKER_LIMITS.memoryMb,
      maxOutputBytes: 64 * 1024,
    });
    const stdinFile = (options as SandboxRunOptions).stdinFile;
    expect(path.dirname(stdinFile)).toBe(dir);
    expect(path.basename(stdinFile)).toMatch(new RegExp(`^checker-input-${process.pid}-\\d+\\.json$`));
    // The input file is gone once the checker has answered; the next run gets a new name.
    expect(await fs.readdir(dir)).toEqual(["checker.js"]);
    await programChecker(programFile)(args);
    expect((sandbox.calls[1]!.options as SandboxRunOptions).stdinFile).not.toBe(stdinFile);
  });

  it("maps exit codes 42, 43 and 44 to AC, WA and PE, with its trimmed stdout as the message", async () => {
    for (const [verdict, exitCode] of Object.entries(CHECKER_EXIT_CODES)) {
      sandbox.answer = { exitCode, stdout: `  ${verdict} because\n` };
      expect(await programChecker(programFile)(args)).toEqual({ verdict, message: `${verdict} because` });
    }
    sandbox.answer = { exitCode: CHECKER_EXIT_CODES.WA, stdout: " \n" };
    expect(await programChecker(programFile)(args)).toEqual({ verdict: "WA" });
    sandbox.answer = { exitCode: CHECKER_EXIT_CODES.WA, stdout: "m".repeat(MAX_CHECKER_MESSAGE + 5) };
    expect(await programChecker(programFile)(args)).toEqual({ verdict: "WA", message: "m".repeat(MAX_CHECKER_MESSAGE) });
  });

  it("fails on any other exit code, naming it with the end of stderr", async () => {
    for (const exitCode of [0, 1, 45]) {
      sandbox.answer = { exitCode, stdout: "looks fine" };
      expect(await failureOf(programChecker(programFile)(args))).toBe(`checker program failed: exit code ${exitCode}`);
    }
    sandbox.answer = { exitCode: 1, stderrTail: `${"a".repeat(600)}${"b".repeat(500)}\n` };
    expect(await failureOf(programChecker(programFile)(args))).toBe(`checker program failed: exit code 1: ${"b".repeat(500)}`);
    sandbox.answer = { exitCode: 1, stderrTail: " \n" };
    expect(await failureOf(programChecker(programFile)(args))).toBe("checker program failed: exit code 1");
    sandbox.answer = { exitCode: null, signal: "SIGKILL", stderrTail: "" };
    expect(await failureOf(programChecker(programFile)(args))).toBe("checker program failed: killed by signal SIGKILL");
    expect(await fs.readdir(dir)).toEqual(["checker.js"]);
  });

  it("fails when it goes over a limit, whatever it printed", async () => {
    const why = {
      time: `it ran past its CPU time limit of ${CHECKER_LIMITS.timeMs / 1000} s`,
      wall: "it ran past its wall-clock limit (idle or waiting)",
      memory: `it ran past its memory limit of ${CHECKER_LIMITS.memoryMb} MiB`,
      output: "it printed more than 64 KiB",
    };
    for (const [outcome, reason] of Object.entries(why)) {
      sandbox.answer = { outcome, exitCode: CHECKER_EXIT_CODES.AC };
      expect(await failureOf(programChecker(programFile)(args))).toBe(`checker program failed: ${reason}`);
    }
    expect(await fs.readdir(dir)).toEqual(["checker.js"]);
  });

  it("is what buildChecker makes of the program kind, with the file it is given", async () => {
    sandbox.answer = { exitCode: CHECKER_EXIT_CODES.PE };
    expect(await buildChecker({ kind: "program", program: "unused here" }, programFile)(args)).toEqual({ verdict: "PE" });
    expect((sandbox.calls[0]!.options as SandboxRunOptions).programFile).toBe(programFile);
  });

  it("fails without running anything when the problem has no program stored", async () => {
    expect(await failureOf(programChecker(undefined)(args))).toMatch(/has no checker program stored/);
    expect(await failureOf(programChecker("")(args))).toMatch(/has no checker program stored/);
    expect(sandbox.calls).toEqual([]);
  });
});
