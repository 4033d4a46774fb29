// The package check: proves a problem package trustworthy. It builds the tests (validator on
// every input, reference answers, reference vs brute force on every small case), stresses the
// reference against the brute force on seeded random small inputs, and judges every program
// under solutions/ with the real judge, expecting the verdict its folder names. A disagreement
// between reference and brute force is shrunk to the smallest failing input found.
import path from "node:path";
import type { Locale } from "../../lib/i18n/locales";
import { checkLanguages } from "../../lib/problem-package/compare-languages";
import { BRUTE_FORCE_FOLDER, SOLUTION_FOLDERS, solutionPrograms, type SolutionFolder } from "../../lib/problem-package/format";
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import { shrinkInput } from "../../lib/problem-package/shrink-input";
import type { TestGroup, Verdict } from "../../lib/types";
import { buildProblemTests, compareAllWithBrute, compareWithBrute, ReferenceMismatchError, validateOrThrow, type BuiltTest, type ComparedRun } from "./build-problem-tests";
import type { Checker } from "../judging/checkers";
import { judgeSubmission } from "../judging/judge-submission";
import { packageCheckerConfig, preparePackageChecker } from "./package-checker";
import { PackageCheckError, preparePackagePrograms, type PackagePrograms } from "./package-programs";
import { bundlePackageProgram } from "./untrusted-package/package-files";
import { describeTimeMargin, timeMargin, timeMarginError, type TimeMargin } from "./time-margin";

export interface SolutionVerdict {
  folder: SolutionFolder;
  file: string;
  expected: Verdict;
  got: Verdict;
  /** The first failing test and its message, for anything not accepted. */
  failedTest?: number;
  message?: string;
  timeMs: number;
}

export interface Mismatch {
  testName: string;
  input: string;
  reference: string;
  brute: string;
  detail: string;
}

export interface PackageReport {
  slug: string;
  ok: boolean;
  groups: Partial<Record<TestGroup, number>>;
  tests: BuiltTest[];
  /** Answers (output lines) compared between reference and brute force. */
  bruteAnswersCompared: number;
  stressRounds: number;
  invalidRejected: number;
  solutions: SolutionVerdict[];
  /** The languages the package has no statement in: a warning for a studio draft (a bundled package fails). */
  missingLanguages: Locale[];
  /** The time limit over the slowest accepted test (judge/package-check/time-margin.ts). */
  timeMargin?: TimeMargin;
  error?: string;
  mismatch?: Mismatch;
}

const answerCount = (output: string) => output.split("\n").filter((l) => l.trim() !== "").length;

async function shrinkMismatch(pkg: ProblemPackage, programs: PackagePrograms, check: Checker, testName: string, input: string): Promise<Mismatch> {
  const shrunk = await shrinkInput(input, pkg.validate, async (candidate) => (await compareWithBrute(programs, check, candidate, `${testName} (shrinking)`)).mismatch !== undefined, { maxTries: 150 });
  const final = await compareWithBrute(programs, check, shrunk.input, `${testName} (shrunk)`);
  return { testName, input: shrunk.input, reference: final.reference, brute: final.brute, detail: final.mismatch ?? "outputs differ" };
}

export async function checkPackage(pkg: ProblemPackage, log: (line: string) => void = () => {}): Promise<PackageReport> {
  const report: PackageReport = {
    slug: pkg.meta.slug, ok: false, groups: {}, tests: [], bruteAnswersCompared: 0, stressRounds: 0,
    invalidRejected: pkg.invalidInputs.length, solutions: [], missingLanguages: [],
  };
  // The texts first: comparing them takes no time, and a translation to fix fails the check at once.
  const languages = checkLanguages(pkg.files, pkg.meta, pkg.origin);
  report.missingLanguages = languages.missingLanguages;
  if (languages.errors.length > 0) {
    report.error = languages.errors.join("; ");
    return report;
  }
  for (const locale of languages.missingLanguages) log(`warning: no ${locale === "zh" ? "Chinese" : "English"} statement; students reading it see the other language under a notice`);
  const programs = await preparePackagePrograms(pkg);
  const checker = await preparePackageChecker(pkg);
  try {
    try {
      report.tests = await buildProblemTests(pkg, programs, log);
    } catch (err) {
      if (!(err instanceof ReferenceMismatchError)) throw err;
      log(`mismatch on "${err.testName}": shrinking the input`);
      report.mismatch = await shrinkMismatch(pkg, programs, checker.check, err.testName, err.input);
      report.error = err.message;
      return report;
    }
    for (const t of report.tests) {
      report.groups[t.group] = (report.groups[t.group] ?? 0) + 1;
      if (t.group === "small") report.bruteAnswersCompared += answerCount(t.expectedOutput);
    }
    log(`${report.tests.length} tests built; ${report.bruteAnswersCompared} small answers match the brute force`);

    if (pkg.stressInput) {
      // Every round's input first, then each program once over all of them.
      const rounds: ComparedRun[] = [];
      for (let round = 1; round <= pkg.meta.testPlan.stressRounds; round++) {
        const testName = `stress round ${round}`;
        const input = await pkg.stressInput(round);
        await validateOrThrow(pkg, input, `the ${testName} input`);
        rounds.push({ input, testName, small: true });
      }
      try {
        const reference = await compareAllWithBrute(programs, checker.check, rounds, pkg.meta.slug, {
          onCompared: (done, of) => log(`reference vs brute: stress ${done}/${of}`),
        });
        report.stressRounds = rounds.length;
        report.bruteAnswersCompared += reference.reduce((sum, output) => sum + answerCount(output), 0);
      } catch (err) {
        if (!(err instanceof ReferenceMismatchError)) throw err;
        log(`mismatch in ${err.testName}: shrinking the input`);
        report.mismatch = await shrinkMismatch(pkg, programs, checker.check, err.testName, err.input);
        report.error = `problem ${pkg.meta.slug}: reference and brute force disagree in ${err.testName}`;
        return report;
      }
      log(`${report.stressRounds} stress rounds agree`);
    }

    report.solutions = await judgeSolutions(pkg, report.tests, log);
    const wrong = report.solutions.filter((s) => s.got !== s.expected);
    report.timeMargin = timeMargin(report.solutions, pkg.meta.limits.timeMs);
    if (report.timeMargin) log(describeTimeMargin(report.timeMargin));
    const errors = wrong.map((s) => `${s.folder}/${s.file}: expected ${s.expected}, got ${s.got}${s.message ? ` (${s.message.split("\n")[0]})` : ""}`);
    const marginError = report.timeMargin && timeMarginError(report.timeMargin);
    if (marginError) errors.push(marginError);
    report.ok = errors.length === 0;
    if (!report.ok) report.error = errors.join("; ");
    return report;
  } catch (err) {
    if (!(err instanceof PackageCheckError)) throw err;
    report.error = err.message;
    return report;
  } finally {
    await checker.dispose();
  }
}

async function judgeSolutions(pkg: ProblemPackage, tests: BuiltTest[], log: (line: string) => void): Promise<SolutionVerdict[]> {
  const verdicts: SolutionVerdict[] = [];
  const checker = await packageCheckerConfig(pkg);
  // The format admits only the verdict folders and brute_force/ (lib/problem-package/format.ts).
  for (const { folder, file, path: rel } of solutionPrograms(pkg.files)) {
    if (folder === BRUTE_FORCE_FOLDER) continue;
    const expected = SOLUTION_FOLDERS[folder];
    // Package programs may import lib/game, which a submission cannot: judge them bundled.
    const source = await bundlePackageProgram(pkg, path.join(pkg.dir, ...rel.split("/")));
    const result = await judgeSubmission({ source, tests, checker, timeLimitMs: pkg.meta.limits.timeMs, memoryLimitMb: pkg.meta.limits.memoryMb });
    const failed = result.results.find((r) => r.verdict !== "AC");
    const verdict: SolutionVerdict = { folder, file, expected, got: result.verdict, timeMs: result.timeMs };
    if (failed) Object.assign(verdict, { failedTest: failed.ordinal, message: failed.message });
    if (result.compileLog) verdict.message = result.compileLog;
    log(`judging solutions/${folder}/${file}: ${result.verdict} (expected ${expected}), max ${result.timeMs} ms`);
    verdicts.push(verdict);
  }
  if (!verdicts.some((v) => v.folder === "accepted")) throw new PackageCheckError(pkg.meta.slug, "solutions/accepted/ needs at least one program");
  return verdicts;
}
