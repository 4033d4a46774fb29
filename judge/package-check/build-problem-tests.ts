// Turns a problem package into stored tests: validates every sample and generated input, runs
// the reference solver (in the same sandbox as a student's program) to produce every answer,
// cross-checks the reference against the brute force on every small case, and makes sure the
// validator rejects every input in data/invalid. Any failure throws with the package, the test
// and the reason; nothing half-built is returned.
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import type { TestGroup } from "../../lib/types";
import type { Checker } from "../judging/checkers";
import { preparePackageChecker } from "./package-checker";
import { PackageCheckError, preparePackagePrograms, type PackagePrograms } from "./package-programs";

export { PackageCheckError } from "./package-programs";

export interface BuiltTest {
  ordinal: number;
  group: TestGroup;
  name: string;
  isSample: boolean;
  input: string;
  expectedOutput: string;
}

/** Reference and brute force disagree on `input` (kept so the package check can shrink it). */
export class ReferenceMismatchError extends PackageCheckError {
  constructor(slug: string, readonly testName: string, readonly input: string, readonly detail: string) {
    super(slug, `reference and brute force disagree on "${testName}": ${detail}`);
    this.name = "ReferenceMismatchError";
  }
}

/** Runs both programs on `input`; returns the problem checker's message when they disagree. */
export async function compareWithBrute(programs: PackagePrograms, check: Checker, input: string, testName: string): Promise<{ reference: string; brute: string; mismatch?: string }> {
  const reference = await programs.run("reference", input, testName);
  const brute = await programs.run("brute", input, testName);
  const result = await check({ input, output: reference, answer: brute });
  return result.verdict === "AC" ? { reference, brute } : { reference, brute, mismatch: result.message ?? "outputs differ" };
}

export async function validateOrThrow(pkg: ProblemPackage, input: string, what: string): Promise<void> {
  try {
    await pkg.validate(input);
  } catch (err) {
    throw new PackageCheckError(pkg.meta.slug, `validator rejects ${what}: ${(err as Error).message}`);
  }
}

export async function buildProblemTests(pkg: ProblemPackage, given?: PackagePrograms, log: (line: string) => void = () => {}): Promise<BuiltTest[]> {
  const slug = pkg.meta.slug;
  const programs = given ?? (await preparePackagePrograms(pkg));
  const checker = await preparePackageChecker(pkg);
  try {
    const tests: BuiltTest[] = [];
    for (const sample of pkg.samples) {
      const name = `sample ${sample.name}`;
      await validateOrThrow(pkg, sample.input, `data/sample/${sample.name}.in`);
      const output = await programs.run("reference", sample.input, name);
      const check = await checker.check({ input: sample.input, output, answer: sample.answer });
      if (check.verdict !== "AC") throw new PackageCheckError(slug, `reference disagrees with data/sample/${sample.name}.ans: ${check.message}`);
      tests.push({ ordinal: tests.length + 1, group: "samples", name, isSample: true, input: sample.input, expectedOutput: sample.answer });
    }

    const generatedInputs = pkg.generate(pkg.meta);
    const total = pkg.samples.length + generatedInputs.length;
    const smallTotal = generatedInputs.filter((g) => g.group === "small").length;
    let smallDone = 0;
    log(`building tests: ${tests.length}/${total}`);
    for (const generated of generatedInputs) {
      await validateOrThrow(pkg, generated.input, `generated test "${generated.name}"`);
      let expectedOutput: string;
      if (generated.group === "small") {
        const compared = await compareWithBrute(programs, checker.check, generated.input, generated.name);
        if (compared.mismatch) throw new ReferenceMismatchError(slug, generated.name, generated.input, compared.mismatch);
        expectedOutput = compared.reference;
        log(`reference vs brute: small ${++smallDone}/${smallTotal}`);
      } else {
        expectedOutput = await programs.run("reference", generated.input, generated.name);
      }
      tests.push({ ordinal: tests.length + 1, isSample: false, expectedOutput, ...generated });
      log(`building tests: ${tests.length}/${total}`);
    }

    for (const bad of pkg.invalidInputs) {
      let rejected = false;
      try {
        await pkg.validate(bad.input);
      } catch {
        rejected = true;
      }
      if (!rejected) throw new PackageCheckError(slug, `validator accepts data/invalid/${bad.name}.in, which must be rejected`);
    }
    return tests;
  } finally {
    await checker.dispose();
    if (!given) await programs.dispose();
  }
}
