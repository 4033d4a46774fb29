// Claims the next claimable submission for one worker, atomically: pick a candidate, then a
// conditional updateMany that only succeeds if the row is still claimable. Two workers racing
// for the same row cannot both get count === 1, on SQLite or PostgreSQL alike.
//
// Claim order (pickCandidate): the lowest priority with work (runs, then new submissions, then
// rejudges: lib/types.ts QUEUE_PRIORITY); within it, round-robin across users: the user served
// least recently (their latest claim, `startedAt`) goes first, ties (e.g. nobody served yet) to
// the user whose oldest waiting row is oldest; then that user's oldest row. One user's flood of
// submissions therefore delays everyone else by at most one submission per worker.
import type { Prisma } from "../generated/prisma/client";
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, type QueueDb } from "./lease";

export interface ClaimOptions {
  workerId: string;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface ClaimedSubmission {
  id: number;
  /** 1 on the first claim; more after a lost lease or a judge fault (judge/worker.ts). */
  attempt: number;
}

/** Message stored (in compileLog, the submission's only free-text field) when giving up. */
export const GAVE_UP_MESSAGE = "System error: judge failed repeatedly";

/** Queued and past its back-off, or being judged by a worker whose lease has expired. */
function claimable(now: Date): Prisma.SubmissionWhereInput {
  return {
    OR: [
      { status: "queued", OR: [{ notBefore: null }, { notBefore: { lte: now } }] },
      { status: "judging", leaseExpiresAt: { lt: now } },
    ],
  };
}

interface Candidate {
  id: number;
  attempts: number;
  lastError: string | null;
}

/**
 * The next row by the fair order above (a few indexed queries; the claim itself re-checks it):
 * undefined when nothing is claimable, "raced" when another worker took the rows seen meanwhile.
 */
async function pickCandidate(db: QueueDb, now: Date): Promise<Candidate | "raced" | undefined> {
  const lowest = await db.submission.findFirst({ where: claimable(now), orderBy: { priority: "asc" }, select: { priority: true } });
  if (!lowest) return undefined;
  const waiting: Prisma.SubmissionWhereInput = { AND: [claimable(now), { priority: lowest.priority }] };
  const heads = await db.submission.groupBy({ by: ["userId"], where: waiting, _min: { createdAt: true } });
  if (heads.length === 0) return "raced";
  let userId = heads[0]!.userId;
  if (heads.length > 1) {
    const served = await db.submission.groupBy({
      by: ["userId"],
      where: { userId: { in: heads.map((head) => head.userId) }, startedAt: { not: null } },
      _max: { startedAt: true },
    });
    const lastServed = new Map(served.map((row) => [row.userId, row._max.startedAt?.getTime() ?? 0]));
    const order = (head: (typeof heads)[number]) => [lastServed.get(head.userId) ?? 0, head._min.createdAt?.getTime() ?? 0, head.userId] as const;
    userId = heads.reduce((best, head) => (compareTuples(order(head), order(best)) < 0 ? head : best)).userId;
  }
  const row = await db.submission.findFirst({
    where: { AND: [waiting, { userId }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, attempts: true, lastError: true },
  });
  return row ?? "raced";
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export async function claimNextSubmission(db: QueueDb, options: ClaimOptions): Promise<ClaimedSubmission | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  // Losing a race just means trying the next candidate; the bound keeps one call short.
  for (let tries = 0; tries < 10; tries++) {
    const now = new Date();
    const candidate = await pickCandidate(db, now);
    if (!candidate) return undefined;
    if (candidate === "raced") continue;

    if (candidate.attempts >= maxAttempts) {
      await db.submission.updateMany({
        where: { id: candidate.id, ...claimable(now) },
        data: {
          status: "done",
          verdict: "SE",
          compileLog: `${GAVE_UP_MESSAGE} (${candidate.attempts} attempts)${candidate.lastError ? `: ${candidate.lastError}` : ""}`,
          leaseOwner: null,
          leaseExpiresAt: null,
          notBefore: null,
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
        notBefore: null,
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
