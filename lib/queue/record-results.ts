// Writes a claimed submission's results, each write guarded by the lease: a worker that lost
// its lease (and may be racing a newer claim) cannot overwrite the newer worker's results.
import type { PrismaClient } from "../db";
import type { TestOutcome, Verdict } from "../types";
import { DEFAULT_LEASE_MS, LeaseLostError } from "./lease";

export interface FinalResult {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  compileLog?: string;
}

/** Stores one test's result (live progress) and renews the lease in the same transaction. */
export async function recordTestResult(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  /** Null for a run on custom input (no stored test). */
  testCaseId: number | null,
  outcome: TestOutcome,
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.submission.updateMany({
      where: { id: submissionId, status: "judging", leaseOwner: workerId },
      data: { leaseExpiresAt: new Date(Date.now() + leaseMs) },
    });
    if (count !== 1) throw new LeaseLostError(submissionId, workerId);
    await tx.testResult.create({
      data: {
        submissionId,
        testCaseId,
        ordinal: outcome.ordinal,
        verdict: outcome.verdict,
        timeMs: outcome.timeMs,
        wallMs: outcome.wallMs,
        memoryKb: outcome.memoryKb,
        message: outcome.message ?? null,
        output: outcome.output ?? null,
        stderr: outcome.stderr ?? null,
      },
    });
  });
}

/** Marks the submission done with its verdict and clears the lease; false if the lease was lost. */
export async function finishSubmission(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  result: FinalResult,
): Promise<boolean> {
  const { count } = await prisma.submission.updateMany({
    where: { id: submissionId, status: "judging", leaseOwner: workerId },
    data: {
      status: "done",
      verdict: result.verdict,
      timeMs: result.timeMs,
      memoryKb: result.memoryKb,
      compileLog: result.compileLog ?? null,
      judgedAt: new Date(),
      leaseOwner: null,
      leaseExpiresAt: null,
    },
  });
  return count === 1;
}
