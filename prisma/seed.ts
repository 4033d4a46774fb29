// Seeds every problem package under problems/ into the database. Idempotent: a package whose
// content hash matches the stored one is skipped; a changed package has its tests rebuilt and
// replaced in one transaction (old submissions keep their results, detached from the old tests).
import { db } from "../lib/db";
import { listPackageDirs, loadPackage } from "../lib/problem-package/load-package";
import { buildProblemTests } from "../judge/package-check/build-problem-tests";
import { bundleProgram } from "../judge/package-check/bundle-program";
import { seedProblem } from "../lib/problem-package/seed-problem";

const started = performance.now();
let failures = 0;
for (const dir of listPackageDirs()) {
  try {
    const pkg = await loadPackage(dir);
    const result = await seedProblem(db(), pkg, buildProblemTests, bundleProgram);
    console.log(`[seed] ${pkg.meta.slug}: ${result}`);
  } catch (err) {
    failures++;
    console.error(`[seed] ${(err as Error).message}`);
  }
}
console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db().$disconnect();
process.exitCode = failures > 0 ? 1 : 0;
