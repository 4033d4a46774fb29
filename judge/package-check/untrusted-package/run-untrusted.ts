// Runs one program of an instructor's package (or a wrapper around one of its modules) in the
// same sandbox as a student's program: no host files, no network, no environment, limits.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInSandbox } from "../../sandbox/sandbox";
import { bundleUntrusted } from "./bundle-untrusted";

export interface UntrustedRun {
  slug: string;
  files: Record<string, string>;
  /** Path of the program inside the package (a wrapper from extraFiles, or a package file). */
  entry: string;
  extraFiles?: Record<string, string>;
  stdin: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  maxOutputBytes?: number;
  /** Defaults to the sandbox's (a multiple of the CPU limit). */
  wallLimitMs?: number;
}

/** What went wrong, in words for the instructor (the file is named by the caller). */
export class UntrustedRunError extends Error {}

/** The program's standard output; UntrustedRunError if it fails to build, crashes or exceeds a limit. */
export async function runUntrusted(run: UntrustedRun): Promise<string> {
  let bundled: string;
  try {
    bundled = await bundleUntrusted(run.slug, run.files, run.entry, run.extraFiles);
  } catch (err) {
    throw new UntrustedRunError(`does not build: ${(err as Error).message}`);
  }
  const work = await mkdtemp(path.join(tmpdir(), "nimbus-untrusted-"));
  try {
    const programFile = path.join(work, "main.js");
    const stdinFile = path.join(work, "stdin.txt");
    await writeFile(programFile, bundled, { mode: 0o644 });
    await writeFile(stdinFile, run.stdin, { mode: 0o644 });
    const result = await runInSandbox({
      programFile,
      stdinFile,
      timeLimitMs: run.timeLimitMs,
      memoryLimitMb: run.memoryLimitMb,
      ...(run.maxOutputBytes === undefined ? {} : { maxOutputBytes: run.maxOutputBytes }),
      ...(run.wallLimitMs === undefined ? {} : { wallLimitMs: run.wallLimitMs }),
    });
    if (result.outcome !== "ok") {
      const limit = { time: `the time limit (${run.timeLimitMs} ms CPU)`, wall: "the wall-clock limit", memory: `the memory limit (${run.memoryLimitMb} MiB)`, output: "the output limit" }[result.outcome];
      throw new UntrustedRunError(`exceeded ${limit}`);
    }
    if (result.exitCode === null) {
      // Killed by a signal the sandbox did not attribute to a limit (e.g. the CPU rlimit's SIGKILL).
      throw new UntrustedRunError(`was killed by ${result.signal ?? "a signal"} after ${result.cpuMs} ms CPU, ${result.wallMs} ms wall (time limit ${run.timeLimitMs} ms)`);
    }
    if (result.exitCode !== 0) {
      const tail = result.stderrTail.trim().split("\n").slice(-6).join("\n");
      throw new UntrustedRunError(`failed with exit code ${result.exitCode}${tail ? `: ${tail}` : ""}`);
    }
    return result.stdout;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
