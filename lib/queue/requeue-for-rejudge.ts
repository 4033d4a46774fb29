// Puts finished (or in-progress) submissions back in the queue to be judged again, at the
// lowest priority (after runs and new submissions): status queued, verdict and results cleared,
// attempts reset. A worker still judging one of them loses its lease (leaseOwner is cleared),
// so its late writes are refused by the lease guard. Runs are never rejudged.
import type { Prisma } from "../generated/prisma/client";
import type { PrismaClient } from "../db";
import { QUEUE_PRIORITY } from "../types";

/** Requeues every graded submission matching `where`; returns how many. */
export async function requeueForRejudge(prisma: PrismaClient, where: Prisma.SubmissionWhereInput): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.submission.findMany({ where: { ...where, kind: "submission" }, select: { id: true } });
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.submission.updateMany({
      where: { id: { in: ids } },
      data: {
        status: "queued",
        priority: QUEUE_PRIORITY.rejudge,
        verdict: null,
        timeMs: null,
        memoryKb: null,
        compileLog: null,
        testsTotal: 0,
        attempts: 0,
        notBefore: null,
        lastError: null,
        leaseOwner: null,
        leaseExpiresAt: null,
        startedAt: null,
        judgedAt: null,
      },
    });
    await tx.testResult.deleteMany({ where: { submissionId: { in: ids } } });
    return ids.length;
  });
}
