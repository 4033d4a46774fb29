// Which tests a run skipped (or left as todo), from vitest's and Playwright's JSON reports, and
// which of those test/allowed-skips.mjs does not list with a reason: npm test fails on those.
import path from "node:path";

/** vitest's JSON report: every skipped, pending or todo test as "<file> > <titles>". */
export function vitestSkipped(report, root) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== "passed" && test.status !== "failed")
      .map((test) => [path.relative(root, file.name), ...test.ancestorTitles, test.title].join(" > ")),
  );
}

/** Playwright's JSON report: every skipped test as "<file> > <titles> [<project>]". */
export function playwrightSkipped(report, root) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = path.relative(root, path.join(report.config.rootDir, spec.file));
      for (const test of spec.tests) {
        if (test.status === "skipped") names.push(`${[file, ...titles, spec.title].join(" > ")} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files (their title is the file name), the ones inside describe blocks.
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/** Splits skipped tests into those listed (with their reasons) and those that are not. */
export function sortSkips(skipped, allowed) {
  const reasons = new Map(allowed.map((entry) => [entry.test, entry.reason]));
  return {
    listed: skipped.filter((name) => reasons.has(name)).map((name) => ({ test: name, reason: reasons.get(name) })),
    unlisted: skipped.filter((name) => !reasons.has(name)),
  };
}
