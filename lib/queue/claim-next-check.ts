// The package-check queue: the same claim-with-a-lease pattern as submissions
// (claim-next-submission.ts, lease.ts) on PackageCheck rows: queued -> running -> passed | failed.
// A daemon that dies stops renewing; the lease expires and another claims the check again.
import type { Prisma } from "../generated/prisma/client";
import type { PrismaClient } from "../db";
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS } from "./lease";

export type CheckQueueDb = Pick<PrismaClient, "packageCheck">;

function claimable(now: Date): Prisma.PackageCheckWhereInput {
  return { OR: [{ status: "queued" }, { status: "running", leaseExpiresAt: { lt: now } }] };
}

export async function claimNextCheck(db: CheckQueueDb, options: { workerId: string; leaseMs?: number; maxAttempts?: number }): Promise<{ id: number } | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let tries = 0; tries < 10; tries++) {
    const now = new Date();
    const candidate = await db.packageCheck.findFirst({ where: claimable(now), orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, attempts: true } });
    if (!candidate) return undefined;
    if (candidate.attempts >= maxAttempts) {
      await db.packageCheck.updateMany({
        where: { id: candidate.id, ...claimable(now) },
        data: { status: "failed", report: JSON.stringify({ message: `System error: the check failed repeatedly (${candidate.attempts} attempts)` }), leaseOwner: null, leaseExpiresAt: null, finishedAt: now },
      });
      continue;
    }
    const { count } = await db.packageCheck.updateMany({
      where: { id: candidate.id, attempts: candidate.attempts, ...claimable(now) },
      data: { status: "running", progress: "", report: null, leaseOwner: options.workerId, leaseExpiresAt: new Date(now.getTime() + leaseMs), attempts: { increment: 1 }, startedAt: now },
    });
    if (count === 1) return { id: candidate.id };
  }
  return undefined;
}

/** Extends the lease while this worker still owns the check; false when it was lost. */
export async function renewCheckLease(db: CheckQueueDb, id: number, workerId: string, leaseMs: number = DEFAULT_LEASE_MS): Promise<boolean> {
  const { count } = await db.packageCheck.updateMany({ where: { id, status: "running", leaseOwner: workerId }, data: { leaseExpiresAt: new Date(Date.now() + leaseMs) } });
  return count === 1;
}

/** Appends progress lines (guarded by the lease: a worker that lost it writes nothing). */
export async function appendCheckProgress(db: CheckQueueDb & Pick<PrismaClient, "$executeRaw">, id: number, workerId: string, line: string): Promise<void> {
  await db.$executeRaw`UPDATE "PackageCheck" SET "progress" = "progress" || ${line + "\n"} WHERE "id" = ${id} AND "status" = 'running' AND "leaseOwner" = ${workerId}`;
}

/** Finishes a check this worker owns; false if its lease was lost meanwhile. */
export async function finishCheck(
  db: CheckQueueDb,
  id: number,
  workerId: string,
  result: { status: "passed"; filesHash: string; checkedPackage: string } | { status: "failed"; filesHash?: string; report: string },
): Promise<boolean> {
  const { count } = await db.packageCheck.updateMany({
    where: { id, status: "running", leaseOwner: workerId },
    data: { ...result, leaseOwner: null, leaseExpiresAt: null, finishedAt: new Date() },
  });
  return count === 1;
}

/**
 * Gives a claimed check back to the queue: at shutdown without counting the attempt; after its
 * process crashed counting it (`countAttempt`), so a check that always crashes ends as failed.
 */
export async function releaseCheck(db: CheckQueueDb, id: number, workerId: string, options: { countAttempt?: boolean } = {}): Promise<boolean> {
  const { count } = await db.packageCheck.updateMany({
    where: { id, status: "running", leaseOwner: workerId },
    data: { status: "queued", leaseOwner: null, leaseExpiresAt: null, ...(options.countAttempt ? {} : { attempts: { decrement: 1 } }) },
  });
  return count === 1;
}
