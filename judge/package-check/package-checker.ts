// A problem package's checker, as the judge uses it (checker.ts bundled when the kind is
// "program"), and the same checker ready to call while building and checking the package.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProblemPackage } from "../../lib/problem-package/read-package";
import type { CheckerConfig } from "../../lib/problem-package/metadata";
import { buildChecker, type Checker } from "../judging/checkers";
import { bundlePackageProgram } from "./untrusted-package/package-files";

/** A package's checker as the judge uses it (checker.ts bundled when the kind is "program"). */
export async function packageCheckerConfig(pkg: ProblemPackage): Promise<CheckerConfig> {
  const { checker, tolerance } = pkg.meta;
  return {
    kind: checker,
    ...(tolerance?.absolute === undefined ? {} : { absTolerance: tolerance.absolute }),
    ...(tolerance?.relative === undefined ? {} : { relTolerance: tolerance.relative }),
    ...(pkg.checkerFile ? { program: await bundlePackageProgram(pkg, pkg.checkerFile) } : {}),
  };
}

/** The package's checker as a function, with its program (if any) written to a private folder. */
export async function preparePackageChecker(pkg: ProblemPackage): Promise<{ check: Checker; dispose: () => Promise<void> }> {
  const config = await packageCheckerConfig(pkg);
  if (config.program === undefined) return { check: buildChecker(config), dispose: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), `nimbus-checker-${pkg.meta.slug}-`));
  const file = path.join(dir, "checker.js");
  await writeFile(file, config.program, { mode: 0o644 });
  return { check: buildChecker(config, file), dispose: () => rm(dir, { recursive: true, force: true }) };
}
