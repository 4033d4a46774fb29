// The package's own checker program (problems/<slug>/checker.ts), for problems with several
// correct outputs. Protocol in lib/problem-package/checker-protocol.ts: JSON on stdin, verdict
// in the exit code, message on stdout. It runs in the sandbox (an instructor's code is untrusted
// too), in its own run after the student's program finished. Its failures are the judge's
// side of things: CheckerFailure, turned into System Error by the caller.
import fs from "node:fs/promises";
import path from "node:path";
import {
  CHECKER_EXIT_CODES,
  CHECKER_LIMITS,
  MAX_CHECKER_MESSAGE,
  type CheckerInput,
} from "../../../lib/problem-package/checker-protocol";
import { runInSandbox } from "../../sandbox/sandbox";
import type { SandboxOutcome } from "../../sandbox/sandbox-process";
import type { Checker, CheckResult } from "./types";

export class CheckerFailure extends Error {
  constructor(message: string) {
    super(`checker program failed: ${message}`);
    this.name = "CheckerFailure";
  }
}

/** What the checker may print (its message is cut to MAX_CHECKER_MESSAGE characters anyway). */
const MAX_CHECKER_OUTPUT_BYTES = 64 * 1024;

/** The verdict of each of the protocol's exit codes; any other code, or none (a signal), has none. */
const VERDICT_OF_EXIT: ReadonlyMap<number | null, CheckResult["verdict"]> = new Map(
  Object.entries(CHECKER_EXIT_CODES).map(([verdict, code]) => [code, verdict as CheckResult["verdict"]]),
);

/** Why a checker run that went over a limit failed, for the staff reading the System Error. */
const OVER_LIMIT: Record<Exclude<SandboxOutcome, "ok">, string> = {
  time: `it ran past its CPU time limit of ${CHECKER_LIMITS.timeMs / 1000} s`,
  wall: "it ran past its wall-clock limit (idle or waiting)",
  memory: `it ran past its memory limit of ${CHECKER_LIMITS.memoryMb} MiB`,
  output: `it printed more than ${MAX_CHECKER_OUTPUT_BYTES / 1024} KiB`,
};

let counter = 0;

/** A checker that runs the bundled checker at `programFile` once per test. */
export function programChecker(programFile: string | undefined): Checker {
  return async ({ input, output, answer }) => {
    if (!programFile) throw new CheckerFailure("the problem has no checker program stored (re-seed its package)");
    const stdinFile = path.join(path.dirname(programFile), `checker-input-${process.pid}-${++counter}.json`);
    const payload: CheckerInput = { input, output, answer };
    await fs.writeFile(stdinFile, JSON.stringify(payload));
    try {
      const run = await runInSandbox({
        programFile,
        stdinFile,
        timeLimitMs: CHECKER_LIMITS.timeMs,
        memoryLimitMb: CHECKER_LIMITS.memoryMb,
        maxOutputBytes: MAX_CHECKER_OUTPUT_BYTES,
      });
      if (run.outcome !== "ok") throw new CheckerFailure(OVER_LIMIT[run.outcome]);
      const verdict = VERDICT_OF_EXIT.get(run.exitCode);
      if (!verdict) {
        const why = run.signal ? `killed by signal ${run.signal}` : `exit code ${run.exitCode}`;
        throw new CheckerFailure(`${why}${run.stderrTail.trim() ? `: ${run.stderrTail.trim().slice(-500)}` : ""}`);
      }
      const message = run.stdout.trim().slice(0, MAX_CHECKER_MESSAGE);
      return message ? { verdict, message } : { verdict };
    } finally {
      // It was written above and nothing else removes it.
      await fs.unlink(stdinFile);
    }
  };
}
