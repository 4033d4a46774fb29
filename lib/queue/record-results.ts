// Writes a claimed submission's results, each write guarded by the lease: a worker that lost
// its lease (and may be racing a newer claim) cannot overwrite the newer worker's results.
import type { PrismaClient } from "../db";
import type { TestOutcome, Verdict } from "../types";
import { DEFAULT_LEASE_MS, finishJob, LeaseLostError, renewLease } from "./lease";

export interface FinalResult {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  compileLog?: string;
}

/** One test's result, for the stored test it ran on (null: a run on custom input). */
export interface RecordedResult {
  testCaseId: number | null;
  outcome: TestOutcome;
}

/**
 * Stores test results (live progress) and renews the lease, in one transaction: nothing is
 * written unless this worker still owns the submission.
 */
export async function recordTestResults(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  results: readonly RecordedResult[],
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<void> {
  if (results.length === 0) return;
  await prisma.$transaction(async (tx) => {
    if (!(await renewLease(tx, "submission", submissionId, workerId, leaseMs))) throw new LeaseLostError("submission", submissionId, workerId);
    await tx.testResult.createMany({
      data: results.map(({ testCaseId, outcome }) => ({
        submissionId,
        testCaseId,
        ordinal: outcome.ordinal,
        verdict: outcome.verdict,
        timeMs: outcome.timeMs,
        wallMs: outcome.wallMs,
        memoryKb: outcome.memoryKb,
        message: outcome.message ?? null,
        publicMessage: outcome.publicMessage ?? null,
        output: outcome.output ?? null,
        stderr: outcome.stderr ?? null,
      })),
    });
  });
}

/** Marks the submission done with its verdict and clears the lease; false if the lease was lost. */
export function finishSubmission(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  result: FinalResult,
): Promise<boolean> {
  return finishJob(prisma, "submission", submissionId, workerId, {
    status: "done",
    verdict: result.verdict,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
    compileLog: result.compileLog ?? null,
  });
}
