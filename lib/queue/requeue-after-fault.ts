// A judge fault (the sandbox failed to launch, no cgroup, a full disk...) is not the program's
// fault: the worker gives the submission back to the queue, to be tried again after a back-off,
// instead of storing a verdict. Its partial results go (the next attempt judges from scratch);
// the attempt stays counted (the claim counted it), so a fault that never clears ends as System
// Error once the attempts run out (judge/judging/worker.ts decides which).
import type { PrismaClient } from "../db";
import { releaseJob } from "./lease";

/** Wait before attempt n + 1 after a fault on attempt n (the last entry repeats). */
export const RETRY_BACKOFF_MS: readonly number[] = [2_000, 8_000, 30_000];

export function retryDelayMs(attempt: number, backoffMs: readonly number[] = RETRY_BACKOFF_MS): number {
  if (backoffMs.length === 0) return 0;
  return backoffMs[Math.min(Math.max(attempt, 1), backoffMs.length) - 1]!;
}

/** Queued again, claimable from `retryAt`, results deleted; false if this worker no longer owns it. */
export async function requeueAfterFault(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  fault: { reason: string; retryAt: Date },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    if (!(await releaseJob(tx, "submission", submissionId, workerId, { retry: { at: fault.retryAt, reason: fault.reason } }))) return false;
    await tx.testResult.deleteMany({ where: { submissionId } });
    return true;
  });
}
