// A problem package's trusted programs (reference solver, brute force), bundled once and run in
// the same sandbox as a student's program: many inputs in one sandboxed process, a fresh realm
// each (the batch harness, judge/sandbox/batch/), as the judge runs a submission's tests.
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import { runTestsInOneSandbox } from "../sandbox/batch/run-batch";
import { bundlePackageProgram } from "./untrusted-package/package-files";

export type PackageProgram = "reference" | "brute";

/** Trusted package programs get more time than students: the brute force is exponential. */
const BRUTE_FORCE_TIME_MS = 20_000;
const REFERENCE_MIN_TIME_MS = 5_000;
const PACKAGE_MEMORY_MB = 1024;
/**
 * Their wall-clock limit per input: ten times their CPU limit. The package's own programs compute
 * (a sleep is no attack of theirs to stop quickly), and on a loaded machine the default (3x the CPU
 * limit + 1 s: 16 s for a reference) was reached by references of a few hundred ms of CPU: the e2e
 * server's seed and a stress round failed so beside the suite's other lane and other work.
 */
const PACKAGE_WALL_FACTOR = 10;

export class PackageCheckError extends Error {
  constructor(slug: string, message: string) {
    super(`problem ${slug}: ${message}`);
    this.name = "PackageCheckError";
  }
}

/** One input for a package program, and the name a failure is reported under. */
export interface ProgramRun {
  input: string;
  testName: string;
}

export interface PackagePrograms {
  /** The program's standard output; throws PackageCheckError if it fails or exceeds a limit. */
  run(program: PackageProgram, input: string, testName: string): Promise<string>;
  /**
   * The program's standard output on each input, in order, from one sandboxed process; throws
   * PackageCheckError for the first that fails. `onOutput` hears of each output as it comes.
   */
  runAll(program: PackageProgram, runs: readonly ProgramRun[], onOutput?: (index: number) => void): Promise<string[]>;
}

export async function preparePackagePrograms(pkg: ProblemPackage): Promise<PackagePrograms> {
  const slug = pkg.meta.slug;
  let sources: Record<PackageProgram, string>;
  try {
    sources = {
      reference: await bundlePackageProgram(pkg, pkg.referenceFile),
      brute: await bundlePackageProgram(pkg, pkg.bruteForceFile),
    };
  } catch (err) {
    throw new PackageCheckError(slug, `cannot build its programs: ${(err as Error).message}`);
  }

  async function runAll(program: PackageProgram, runs: readonly ProgramRun[], onOutput?: (index: number) => void): Promise<string[]> {
    if (runs.length === 0) return [];
    const failed = (result: { outcome: string; exitCode: number | null }) => result.outcome !== "ok" || result.exitCode !== 0;
    const timeLimitMs = program === "brute" ? BRUTE_FORCE_TIME_MS : Math.max(pkg.meta.limits.timeMs, REFERENCE_MIN_TIME_MS);
    const { results } = await runTestsInOneSandbox({
      programJs: sources[program],
      tests: runs.map((run, index) => ({ ordinal: index, input: run.input })),
      timeLimitMs,
      wallLimitMs: PACKAGE_WALL_FACTOR * timeLimitMs,
      memoryLimitMb: PACKAGE_MEMORY_MB,
      onResult: (result) => {
        if (failed(result)) return "stop";
        onOutput?.(result.ordinal);
        return "continue";
      },
    });
    return results.map((result) => {
      if (failed(result)) {
        const why = result.outcome !== "ok" ? `limit exceeded (${result.outcome})` : `exit code ${result.exitCode}`;
        throw new PackageCheckError(slug, `the ${program} solver failed on "${runs[result.ordinal]!.testName}": ${why}. ${result.stderrTail.trim()}`);
      }
      return result.stdout;
    });
  }

  return {
    runAll,
    run: async (program, input, testName) => (await runAll(program, [{ input, testName }]))[0]!,
  };
}
