// Claims the next claimable submission for one worker, atomically: read a candidate, then a
// conditional updateMany that only succeeds if the row is still claimable. Two workers racing
// for the same row cannot both get count === 1, on SQLite or PostgreSQL alike. Claim order:
// priority (runs, then new submissions, then rejudges: lib/types.ts QUEUE_PRIORITY), then oldest.
import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, type QueueDb } from "./lease";

export interface ClaimOptions {
  workerId: string;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface ClaimedSubmission {
  id: number;
  /** 1 on the first claim; more when an earlier worker lost its lease. */
  attempt: number;
}

/** Message stored (in compileLog, the submission's only free-text field) when giving up. */
export const GAVE_UP_MESSAGE = "System error: judge failed repeatedly";

/** Queued, or being judged by a worker whose lease has expired. */
function claimable(now: Date): Prisma.SubmissionWhereInput {
  return { OR: [{ status: "queued" }, { status: "judging", leaseExpiresAt: { lt: now } }] };
}

export async function claimNextSubmission(db: QueueDb, options: ClaimOptions): Promise<ClaimedSubmission | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  // Losing a race just means trying the next candidate; the bound keeps one call short.
  for (let tries = 0; tries < 10; tries++) {
    const now = new Date();
    const candidate = await db.submission.findFirst({
      where: claimable(now),
      orderBy: [{ priority: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true, attempts: true },
    });
    if (!candidate) return undefined;

    if (candidate.attempts >= maxAttempts) {
      await db.submission.updateMany({
        where: { id: candidate.id, ...claimable(now) },
        data: {
          status: "done",
          verdict: "SE",
          compileLog: `${GAVE_UP_MESSAGE} (${candidate.attempts} attempts)`,
          leaseOwner: null,
          leaseExpiresAt: null,
          judgedAt: now,
        },
      });
      continue;
    }

    const { count } = await db.submission.updateMany({
      where: { id: candidate.id, attempts: candidate.attempts, ...claimable(now) },
      data: {
        status: "judging",
        leaseOwner: options.workerId,
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        attempts: { increment: 1 },
        startedAt: now,
      },
    });
    if (count !== 1) continue;
    // Results of an earlier attempt (lost lease, released claim or rejudge) are stale.
    await db.testResult.deleteMany({ where: { submissionId: candidate.id } });
    return { id: candidate.id, attempt: candidate.attempts + 1 };
  }
  return undefined;
}
