// Turns a problem package into stored tests: validates every sample and generated input, runs
// the reference solver (in the same sandbox as a student's program) to produce every answer,
// cross-checks the reference against the brute force on every small case, and makes sure the
// validator rejects every input in data/invalid. Any failure throws with the package, the test
// and the reason; nothing half-built is returned.
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import type { TestGroup } from "../../lib/types";
import type { Checker } from "../judging/checkers";
import { preparePackageChecker } from "./package-checker";
import { PackageCheckError, preparePackagePrograms, type PackagePrograms, type ProgramRun } from "./package-programs";

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

/** The problem checker's message when the reference's output is not accepted against the brute force's. */
async function disagreement(check: Checker, input: string, reference: string, brute: string): Promise<string | undefined> {
  const result = await check({ input, output: reference, answer: brute });
  return result.verdict === "AC" ? undefined : (result.message ?? "outputs differ");
}

/** Runs both programs on `input`; returns the problem checker's message when they disagree. */
export async function compareWithBrute(programs: PackagePrograms, check: Checker, input: string, testName: string): Promise<{ reference: string; brute: string; mismatch?: string }> {
  const reference = await programs.run("reference", input, testName);
  const brute = await programs.run("brute", input, testName);
  const mismatch = await disagreement(check, input, reference, brute);
  return mismatch === undefined ? { reference, brute } : { reference, brute, mismatch };
}

/** An input for compareAllWithBrute: `small` ones are also given to the brute force. */
export interface ComparedRun extends ProgramRun {
  small: boolean;
}

export async function validateOrThrow(pkg: ProblemPackage, input: string, what: string): Promise<void> {
  try {
    await pkg.validate(input);
  } catch (err) {
    throw new PackageCheckError(pkg.meta.slug, `validator rejects ${what}: ${(err as Error).message}`);
  }
}

/**
 * The reference's output on each input, after comparing it with the brute force's on those marked
 * small by the problem's checker: each program runs once over all its inputs (one sandboxed
 * process). The first disagreement, in input order, throws ReferenceMismatchError; a failing
 * program throws PackageCheckError for its first failing input.
 */
export async function compareAllWithBrute(
  programs: PackagePrograms,
  check: Checker,
  runs: readonly ComparedRun[],
  slug: string,
  progress: { onReference?: (index: number) => void; onCompared?: (done: number, of: number) => void } = {},
): Promise<string[]> {
  const reference = await programs.runAll("reference", runs, progress.onReference);
  const smallIndexes = runs.flatMap((run, index) => (run.small ? [index] : []));
  const brute = await programs.runAll("brute", smallIndexes.map((index) => runs[index]!));
  for (const [k, index] of smallIndexes.entries()) {
    const { input, testName } = runs[index]!;
    const mismatch = await disagreement(check, input, reference[index]!, brute[k]!);
    if (mismatch !== undefined) throw new ReferenceMismatchError(slug, testName, input, mismatch);
    progress.onCompared?.(k + 1, smallIndexes.length);
  }
  return reference;
}

export async function buildProblemTests(pkg: ProblemPackage, given?: PackagePrograms, log: (line: string) => void = () => {}): Promise<BuiltTest[]> {
  const slug = pkg.meta.slug;
  const programs = given ?? (await preparePackagePrograms(pkg));
  const checker = await preparePackageChecker(pkg);
  try {
    const tests: BuiltTest[] = [];
    for (const sample of pkg.samples) await validateOrThrow(pkg, sample.input, `data/sample/${sample.name}.in`);
    const sampleOutputs = await programs.runAll("reference", pkg.samples.map((sample) => ({ input: sample.input, testName: `sample ${sample.name}` })));
    for (const [i, sample] of pkg.samples.entries()) {
      const check = await checker.check({ input: sample.input, output: sampleOutputs[i]!, answer: sample.answer });
      if (check.verdict !== "AC") throw new PackageCheckError(slug, `reference disagrees with data/sample/${sample.name}.ans: ${check.message}`);
      tests.push({ ordinal: tests.length + 1, group: "samples", name: `sample ${sample.name}`, isSample: true, input: sample.input, expectedOutput: sample.answer });
    }

    const generatedInputs = pkg.generate(pkg.meta);
    const total = pkg.samples.length + generatedInputs.length;
    log(`building tests: ${tests.length}/${total}`);
    for (const generated of generatedInputs) await validateOrThrow(pkg, generated.input, `generated test "${generated.name}"`);
    const runs = generatedInputs.map((generated) => ({ input: generated.input, testName: generated.name, small: generated.group === "small" }));
    const reference = await compareAllWithBrute(programs, checker.check, runs, slug, {
      onReference: (index) => log(`building tests: ${pkg.samples.length + index + 1}/${total}`),
      onCompared: (done, of) => log(`reference vs brute: small ${done}/${of}`),
    });
    for (const [i, generated] of generatedInputs.entries()) tests.push({ ordinal: tests.length + 1, isSample: false, expectedOutput: reference[i]!, ...generated });

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
  }
}
