// Turns a problem package into stored tests: generates and validates every input, runs the
// reference solver (in the same sandbox as a student's program) to produce every answer, and
// cross-checks the reference against the brute force on every small case. Any failure throws
// with the package, the test and the reason; nothing half-built is returned.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProblemPackage } from "../lib/problem-package/load-package";
import type { TestGroup } from "../lib/types";
import { bundleProgram } from "./bundle-program";
import { checkTokens } from "./checker";
import { runInSandbox } from "./sandbox";

export interface BuiltTest {
  ordinal: number;
  group: TestGroup;
  name: string;
  isSample: boolean;
  input: string;
  expectedOutput: string;
}

/** Trusted package programs get more time than students: the brute force is exponential. */
const BRUTE_FORCE_TIME_MS = 20_000;
const PACKAGE_MEMORY_MB = 1024;

export class PackageCheckError extends Error {
  constructor(slug: string, message: string) {
    super(`problem ${slug}: ${message}`);
    this.name = "PackageCheckError";
  }
}

export async function buildProblemTests(pkg: ProblemPackage): Promise<BuiltTest[]> {
  const slug = pkg.meta.slug;
  const fail = (message: string) => new PackageCheckError(slug, message);
  const work = await mkdtemp(path.join(tmpdir(), `nimbus-build-${slug}-`));
  try {
    const programs = {
      reference: path.join(work, "reference.js"),
      brute: path.join(work, "brute.js"),
    };
    await writeFile(programs.reference, await bundleProgram(pkg.referenceFile));
    if (pkg.bruteForceFile) await writeFile(programs.brute, await bundleProgram(pkg.bruteForceFile));

    let counter = 0;
    const run = async (program: "reference" | "brute", input: string, testName: string): Promise<string> => {
      const stdinFile = path.join(work, `input-${++counter}.txt`);
      await writeFile(stdinFile, input);
      const result = await runInSandbox({
        programFile: programs[program],
        stdinFile,
        timeLimitMs: program === "brute" ? BRUTE_FORCE_TIME_MS : Math.max(pkg.meta.limits.timeMs, 5000),
        memoryLimitMb: PACKAGE_MEMORY_MB,
      });
      await rm(stdinFile);
      if (result.outcome !== "ok" || result.exitCode !== 0) {
        const why = result.outcome !== "ok" ? `limit exceeded (${result.outcome})` : `exit code ${result.exitCode}`;
        throw fail(`the ${program} solver failed on "${testName}": ${why}. ${result.stderrTail.trim()}`);
      }
      return result.stdout;
    };

    const tests: BuiltTest[] = [];
    for (const sample of pkg.samples) {
      const name = `sample ${sample.name}`;
      try {
        pkg.validate(sample.input);
      } catch (err) {
        throw fail(`validator rejects data/sample/${sample.name}.in: ${(err as Error).message}`);
      }
      const output = await run("reference", sample.input, name);
      const check = checkTokens({ output, answer: sample.answer });
      if (check.verdict !== "AC") throw fail(`reference disagrees with data/sample/${sample.name}.ans: ${check.message}`);
      tests.push({ ordinal: tests.length + 1, group: "samples", name, isSample: true, input: sample.input, expectedOutput: sample.answer });
    }

    for (const generated of pkg.generate(pkg.meta)) {
      try {
        pkg.validate(generated.input);
      } catch (err) {
        throw fail(`validator rejects generated test "${generated.name}": ${(err as Error).message}`);
      }
      const expectedOutput = await run("reference", generated.input, generated.name);
      if (generated.group === "small") {
        if (!pkg.bruteForceFile) throw fail("the small group needs solutions/brute_force/brute.ts to cross-check");
        const bruteOutput = await run("brute", generated.input, generated.name);
        const check = checkTokens({ output: expectedOutput, answer: bruteOutput });
        if (check.verdict !== "AC") throw fail(`reference and brute force disagree on "${generated.name}": ${check.message}`);
      }
      tests.push({ ordinal: tests.length + 1, isSample: false, expectedOutput, ...generated });
    }

    for (const bad of pkg.invalidInputs) {
      let rejected = false;
      try {
        pkg.validate(bad.input);
      } catch {
        rejected = true;
      }
      if (!rejected) throw fail(`validator accepts data/invalid/${bad.name}.in, which must be rejected`);
    }
    return tests;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
