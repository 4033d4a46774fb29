// Seeds every problem package under problems/ into the database. Idempotent: a package whose
// content hash matches the stored one is skipped; a changed package has its tests rebuilt and
// replaced in one transaction (old submissions keep their results, detached from the old tests).
// Building tests runs each package's programs in the sandbox, several packages side by side (one
// per core, at most four); the database writes stay one at a time, in the packages' order.
// NIMBUS_SEED_ONLY=slug,slug seeds only those packages (a test server that needs one problem).
import path from "node:path";
import { db } from "../lib/db";
import { listPackageDirs, loadPackage } from "../lib/problem-package/load-package";
import type { ProblemPackage } from "../lib/problem-package/read-package";
import { buildProblemTests } from "../judge/package-check/build-problem-tests";
import { bundleProgram } from "../judge/package-check/bundle-program";
import { defaultCheckJobs, startInOrder } from "../judge/package-check/check-packages";
import { buildSeed, seedingNeeded, storeSeededProblem } from "../lib/problem-package/seed-problem";
import { selectPackageDirs } from "../lib/problem-package/select-packages";

const started = performance.now();
let failures = 0;
// On standard output as well as the error stream: Playwright's web server log keeps stdout
// whole but only the last line of stderr, where a seed failure of the e2e server was lost.
const fail = (slug: string, err: unknown) => {
  failures++;
  console.error(`[seed] ${slug}: ${(err as Error).message}`);
  console.log(`[seed] ${slug} failed: ${(err as Error).message}`);
};

let dirs: string[];
try {
  dirs = selectPackageDirs(listPackageDirs(), process.env.NIMBUS_SEED_ONLY);
} catch (err) {
  console.error(`[seed] ${(err as Error).message}`);
  process.exit(1);
}

const changed: { pkg: ProblemPackage; existed: boolean }[] = [];
for (const dir of dirs) {
  try {
    const pkg = await loadPackage(dir);
    const needed = await seedingNeeded(db(), pkg);
    if (needed) changed.push({ pkg, existed: needed.existed });
    else console.log(`[seed] ${pkg.meta.slug}: unchanged`);
  } catch (err) {
    fail(path.basename(dir), err);
  }
}

const built = startInOrder(changed, defaultCheckJobs(), ({ pkg }) => buildSeed(pkg, buildProblemTests, bundleProgram));
// A build that fails while an earlier package is being stored is reported in its turn below.
for (const pending of built) pending.catch(() => {});
for (const [i, { pkg, existed }] of changed.entries()) {
  try {
    const { tests, checkerProgram } = await built[i]!;
    console.log(`[seed] ${pkg.meta.slug}: ${await storeSeededProblem(db(), pkg, tests, checkerProgram, existed)}`);
  } catch (err) {
    fail(pkg.meta.slug, err);
  }
}
console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db().$disconnect();
process.exitCode = failures > 0 ? 1 : 0;
