// `npm run problem -- check <slug>` / `check --all`: the package check (see judge/package-check/check-package.ts).
// `npm run problem -- new <slug> [title]`: scaffolds a package that passes the check as it stands.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type PackageReport } from "../judge/package-check/check-package";
import { describeTimeMargin } from "../judge/package-check/time-margin";
import { defaultCheckJobs, startPackageChecks } from "../judge/package-check/check-packages";
import { listPackageDirs, PROBLEMS_DIR } from "../lib/problem-package/load-package";
import { problemMetadataSchema } from "../lib/problem-package/metadata";
import { scaffoldFiles } from "../lib/problem-package/scaffold";

const usage = `usage:
  npm run problem -- check <slug>     check one package
  npm run problem -- check --all      check every package under problems/
    --jobs N                          checks run side by side (default: cores, at most 4)
  npm run problem -- new <slug> [title]`;

function printReport(r: PackageReport, seconds: number): void {
  const groups = Object.entries(r.groups).map(([g, n]) => `${g} ${n}`).join(", ");
  console.log(`\n${r.ok ? "PASS" : "FAIL"} ${r.slug} (${seconds.toFixed(1)} s)`);
  if (r.tests.length) console.log(`  tests: ${r.tests.length} (${groups})`);
  console.log(`  reference = brute force on ${r.bruteAnswersCompared} answers (${r.groups.small ?? 0} small tests, ${r.stressRounds} stress rounds)`);
  console.log(`  invalid inputs rejected: ${r.invalidRejected}`);
  for (const s of r.solutions) {
    const mark = s.got === s.expected ? "ok  " : "BAD ";
    const where = s.failedTest ? ` on test ${s.failedTest}` : "";
    console.log(`  ${mark}${s.folder}/${s.file}: ${s.got}${where}, max ${s.timeMs} ms${s.got === s.expected ? "" : ` (expected ${s.expected})`}`);
  }
  if (r.timeMargin) console.log(`  ${describeTimeMargin(r.timeMargin)}`);
  if (r.error) console.log(`  error: ${r.error}`);
  if (r.mismatch) {
    console.log(`  smallest failing input found (from "${r.mismatch.testName}"):`);
    console.log(indent(r.mismatch.input));
    console.log(`  reference output:\n${indent(r.mismatch.reference)}\n  brute-force output:\n${indent(r.mismatch.brute)}`);
  }
}

const indent = (text: string) => text.trimEnd().split("\n").map((l) => `    | ${l}`).join("\n");

async function check(dirs: string[], jobs: number): Promise<number> {
  let failed = 0;
  // Checks run side by side; their reports print in the packages' order as each one finishes.
  for (const pending of startPackageChecks(dirs, jobs, (slug, line) => console.log(`  [${slug}] ${line}`))) {
    const outcome = await pending;
    if ("error" in outcome) {
      failed++;
      console.log(`\nFAIL ${outcome.slug}\n  error: ${outcome.error.message}`);
      continue;
    }
    printReport(outcome.report, outcome.seconds);
    if (!outcome.report.ok) failed++;
  }
  console.log(`\n${dirs.length - failed} of ${dirs.length} packages pass`);
  return failed === 0 ? 0 : 1;
}

function scaffold(slug: string, title: string): number {
  const parsed = problemMetadataSchema.shape.slug.safeParse(slug);
  if (!parsed.success) {
    console.error(`slug "${slug}": ${parsed.error.issues[0]?.message}`);
    return 2;
  }
  const dir = path.join(PROBLEMS_DIR, slug);
  if (existsSync(dir)) {
    console.error(`problems/${slug} exists already`);
    return 1;
  }
  for (const [file, content] of Object.entries(scaffoldFiles(slug, title, { titleZh: title }))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  console.log(`created problems/${slug}; check it with: npm run problem -- check ${slug}`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const jobsAt = argv.indexOf("--jobs");
  let jobs = defaultCheckJobs();
  if (jobsAt >= 0) {
    jobs = Number(argv[jobsAt + 1]);
    if (!Number.isInteger(jobs) || jobs < 1) {
      console.error(`--jobs needs a positive whole number, got "${argv[jobsAt + 1] ?? ""}"`);
      return 2;
    }
    argv = [...argv.slice(0, jobsAt), ...argv.slice(jobsAt + 2)];
  }
  const [command, ...args] = argv;
  if (command === "check" && args.length === 1) {
    if (args[0] === "--all") return check(listPackageDirs(), jobs);
    const dir = path.join(PROBLEMS_DIR, args[0]!);
    if (!existsSync(path.join(dir, "problem.ts"))) {
      console.error(`no package problems/${args[0]}`);
      return 1;
    }
    return check([dir], jobs);
  }
  if (command === "new" && args.length >= 1) return scaffold(args[0]!, args.slice(1).join(" ") || args[0]!);
  console.error(usage);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
