// One package check: checks the problem's studio draft with the same checkPackage as
// `npm run problem -- check`, every piece of the instructor's code in the sandbox
// (judge/package-check/untrusted-package). Progress lines go to the row as the check goes; the outcome is
// the checked package (passed) or a report with the smallest failing input (failed). The daemon
// runs it in a process of its own (check-loop.ts, check-process.ts); tests call it directly.
import type { PrismaClient } from "../../lib/db";
import { appendCheckProgress, DEFAULT_LEASE_MS, finishCheck, startHeartbeat } from "../../lib/queue";
import { packageContentHash } from "../../lib/problem-package/content-hash";
import type { CheckFailure, CheckedPackage } from "../../lib/studio/check-result";
import { parseStoredFiles } from "../../lib/studio/draft-files";
import { checkPackage } from "./check-package";
import { packageCheckerConfig } from "./package-checker";
import { loadUntrustedPackage } from "./untrusted-package/load-untrusted-package";

/** Checks one claimed check's draft; writes progress and the outcome unless the lease is lost. */
export async function runClaimedCheck(
  prisma: PrismaClient,
  checkId: number,
  workerId: string,
  leaseMs = DEFAULT_LEASE_MS,
  options: { onProgress?: (line: string) => void } = {},
): Promise<"passed" | "failed" | "lost"> {
  const row = await prisma.packageCheck.findUniqueOrThrow({ where: { id: checkId }, select: { problem: { select: { slug: true, draft: { select: { files: true } } } } } });
  const files = parseStoredFiles(row.problem.draft?.files ?? "{}");
  // The draft may have been saved again since the check was queued: what is checked is what counts.
  const filesHash = packageContentHash(files);
  let pending: Promise<unknown> = Promise.resolve();
  const log = (line: string) => {
    options.onProgress?.(line);
    pending = pending.then(() => appendCheckProgress(prisma, checkId, workerId, line)).catch(() => undefined);
  };
  const heartbeat = startHeartbeat(prisma, "check", checkId, workerId, leaseMs);
  const fail = async (failure: CheckFailure) => {
    log(`failed: ${failure.message.split("\n")[0]}`);
    await pending;
    return (await finishCheck(prisma, checkId, workerId, { status: "failed", filesHash, report: JSON.stringify(failure) })) ? "failed" : "lost";
  };
  try {
    if (!row.problem.draft) return await fail({ message: `problem ${row.problem.slug}: has no studio draft to check` });
    log("loading the package (problem.ts, generator.ts, validator.ts in the sandbox)");
    let pkg;
    try {
      pkg = await loadUntrustedPackage(files, { slug: row.problem.slug });
    } catch (err) {
      return await fail({ message: (err as Error).message });
    }
    const report = await checkPackage(pkg, log);
    if (report.mismatch) {
      const { testName, input, reference, brute } = report.mismatch;
      const group = testName.startsWith("stress round") ? "stress" : (pkg.generate(pkg.meta).find((g) => g.name === testName.replace(/ \(shrunk\)$/, ""))?.group ?? "small");
      return await fail({ message: report.error ?? report.mismatch.detail, group, testName, input, reference, brute });
    }
    if (!report.ok) return await fail({ message: report.error ?? "the check failed" });
    const checked: CheckedPackage = {
      meta: pkg.meta,
      tests: report.tests,
      checkerProgram: (await packageCheckerConfig(pkg)).program ?? null,
      missingLanguages: report.missingLanguages,
    };
    log(`passed: ${report.tests.length} tests, ${report.bruteAnswersCompared} answers checked against the brute force`);
    await pending;
    return (await finishCheck(prisma, checkId, workerId, { status: "passed", filesHash, checkedPackage: JSON.stringify(checked) })) ? "passed" : "lost";
  } catch (err) {
    return await fail({ message: `problem ${row.problem.slug}: the check stopped: ${(err as Error).message}` });
  } finally {
    heartbeat.stop();
  }
}
