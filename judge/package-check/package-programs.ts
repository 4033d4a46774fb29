// A problem package's trusted programs (reference solver, brute force), bundled once and run
// on any input in the same sandbox as a student's program.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import { runInSandbox } from "../sandbox/sandbox";
import { bundlePackageProgram } from "./untrusted-package/package-files";

export type PackageProgram = "reference" | "brute";

/** Trusted package programs get more time than students: the brute force is exponential. */
const BRUTE_FORCE_TIME_MS = 20_000;
const REFERENCE_MIN_TIME_MS = 5_000;
const PACKAGE_MEMORY_MB = 1024;

export class PackageCheckError extends Error {
  constructor(slug: string, message: string) {
    super(`problem ${slug}: ${message}`);
    this.name = "PackageCheckError";
  }
}

export interface PackagePrograms {
  /** The program's standard output; throws PackageCheckError if it fails or exceeds a limit. */
  run(program: PackageProgram, input: string, testName: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function preparePackagePrograms(pkg: ProblemPackage): Promise<PackagePrograms> {
  const slug = pkg.meta.slug;
  const work = await mkdtemp(path.join(tmpdir(), `nimbus-package-${slug}-`));
  const files: Record<PackageProgram, string> = {
    reference: path.join(work, "reference.js"),
    brute: path.join(work, "brute.js"),
  };
  try {
    await writeFile(files.reference, await bundlePackageProgram(pkg, pkg.referenceFile));
    await writeFile(files.brute, await bundlePackageProgram(pkg, pkg.bruteForceFile));
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw new PackageCheckError(slug, `cannot build its programs: ${(err as Error).message}`);
  }

  let counter = 0;
  return {
    async run(program, input, testName) {
      const stdinFile = path.join(work, `input-${++counter}.txt`);
      await writeFile(stdinFile, input);
      try {
        const result = await runInSandbox({
          programFile: files[program],
          stdinFile,
          timeLimitMs: program === "brute" ? BRUTE_FORCE_TIME_MS : Math.max(pkg.meta.limits.timeMs, REFERENCE_MIN_TIME_MS),
          memoryLimitMb: PACKAGE_MEMORY_MB,
        });
        if (result.outcome !== "ok" || result.exitCode !== 0) {
          const why = result.outcome !== "ok" ? `limit exceeded (${result.outcome})` : `exit code ${result.exitCode}`;
          throw new PackageCheckError(slug, `the ${program} solver failed on "${testName}": ${why}. ${result.stderrTail.trim()}`);
        }
        return result.stdout;
      } finally {
        await rm(stdinFile, { force: true });
      }
    },
    dispose: () => rm(work, { recursive: true, force: true }),
  };
}
