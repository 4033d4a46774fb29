// Leases on claimed submissions. A worker owns a submission while leaseOwner is its id and
// leaseExpiresAt is in the future; it renews the lease while judging (heartbeat). A worker that
// dies stops renewing, the lease expires and another worker re-claims the submission.
import type { PrismaClient } from "../db";

/** How long a claim lasts without renewal. Heartbeats renew it every third of this. */
export const DEFAULT_LEASE_MS = 30_000;
/** After this many claims without a verdict, the submission gets SE instead of another try. */
export const DEFAULT_MAX_ATTEMPTS = 3;

/** Thrown when this worker finds that its lease was taken over: it must stop writing. */
export class LeaseLostError extends Error {
  constructor(submissionId: number, workerId: string) {
    super(`worker ${workerId} lost its lease on submission ${submissionId}`);
    this.name = "LeaseLostError";
  }
}

/** Prisma client or interactive transaction: both have the model delegates used here. */
export type QueueDb = Pick<PrismaClient, "submission" | "testResult" | "$queryRaw">;

/** Extends the lease if this worker still owns it; false when it was lost. */
export async function renewLease(
  db: QueueDb,
  submissionId: number,
  workerId: string,
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<boolean> {
  const { count } = await db.submission.updateMany({
    where: { id: submissionId, status: "judging", leaseOwner: workerId },
    data: { leaseExpiresAt: new Date(Date.now() + leaseMs) },
  });
  return count === 1;
}

/**
 * Gives a claimed submission back to the queue (e.g. on shutdown), without counting the
 * attempt against it. Partial results are deleted by whoever claims it next.
 */
export async function releaseClaim(db: QueueDb, submissionId: number, workerId: string): Promise<boolean> {
  const { count } = await db.submission.updateMany({
    where: { id: submissionId, status: "judging", leaseOwner: workerId },
    data: { status: "queued", leaseOwner: null, leaseExpiresAt: null, attempts: { decrement: 1 } },
  });
  return count === 1;
}

/** Calls renewLease every leaseMs / 3 until stopped; `lost` turns true if a renewal fails. */
export function startHeartbeat(
  db: QueueDb,
  submissionId: number,
  workerId: string,
  leaseMs: number = DEFAULT_LEASE_MS,
): { readonly lost: boolean; stop: () => void } {
  const state = { lost: false };
  const timer = setInterval(() => {
    renewLease(db, submissionId, workerId, leaseMs).then(
      (ok) => {
        if (!ok) state.lost = true;
      },
      () => undefined, // A transient database error: the next beat tries again.
    );
  }, Math.max(50, Math.floor(leaseMs / 3)));
  timer.unref();
  return {
    get lost() {
      return state.lost;
    },
    stop: () => clearInterval(timer),
  };
}
