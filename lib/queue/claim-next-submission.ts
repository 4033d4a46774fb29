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

/** Queued and past its back-off. */
function ready(now: Date): Prisma.SubmissionWhereInput {
  return { status: "queued", OR: [{ notBefore: null }, { notBefore: { lte: now } }] };
}

/** Being judged by a worker whose lease has expired (a crashed or stopped worker). */
function expired(now: Date): Prisma.SubmissionWhereInput {
  return { status: "judging", leaseExpiresAt: { lt: now } };
}

function claimable(now: Date): Prisma.SubmissionWhereInput {
  return { OR: [ready(now), expired(now)] };
}

/**
 * How many of the latest claims tell who was served recently. A user with work who is not among
 * them was served before all who are (or never), so round-robin holds for up to this many
 * active users; beyond it, those users are ordered by their oldest row.
 */
const RECENT_CLAIMS = 200;

interface Candidate {
  id: number;
  attempts: number;
  lastError: string | null;
}

/**
 * The next row by the fair order above, in one statement (SQLite and PostgreSQL alike); the claim
 * re-checks the row. Each part walks one index: the ready rows and the expired ones are looked up
 * apart (an OR of the two would sort the whole queue), the users with work and their oldest row
 * come from an index-only scan (status, priority, userId, createdAt, notBefore), and the latest
 * claims from the startedAt index.
 */
async function pickCandidate(db: QueueDb, now: Date): Promise<Candidate | undefined> {
  const rows = await db.$queryRaw<Array<{ id: number | bigint; attempts: number | bigint; lastError: string | null }>>`
    WITH "lowest" AS (
      SELECT MIN("p") AS "priority" FROM (
        SELECT (SELECT "priority" FROM "Submission" WHERE "status" = 'queued' AND ("notBefore" IS NULL OR "notBefore" <= ${now}) ORDER BY "priority" LIMIT 1) AS "p"
        UNION ALL
        SELECT (SELECT "priority" FROM "Submission" WHERE "status" = 'judging' AND "leaseExpiresAt" < ${now} ORDER BY "priority" LIMIT 1) AS "p"
      ) AS "heads"
    ),
    "waiting" AS (
      SELECT "userId", MIN("oldest") AS "oldest" FROM (
        SELECT "userId", MIN("createdAt") AS "oldest" FROM "Submission"
        WHERE "status" = 'queued' AND "priority" = (SELECT "priority" FROM "lowest") AND ("notBefore" IS NULL OR "notBefore" <= ${now})
        GROUP BY "userId"
        UNION ALL
        SELECT "userId", MIN("createdAt") AS "oldest" FROM "Submission"
        WHERE "status" = 'judging' AND "priority" = (SELECT "priority" FROM "lowest") AND "leaseExpiresAt" < ${now}
        GROUP BY "userId"
      ) AS "perStatus" GROUP BY "userId"
    ),
    "served" AS (
      SELECT "userId", MAX("startedAt") AS "lastServed" FROM (
        SELECT "userId", "startedAt" FROM "Submission" WHERE "startedAt" IS NOT NULL ORDER BY "startedAt" DESC LIMIT ${RECENT_CLAIMS}
      ) AS "recent" GROUP BY "userId"
    ),
    "chosen" AS (
      SELECT "waiting"."userId", "waiting"."oldest" FROM "waiting" LEFT JOIN "served" ON "served"."userId" = "waiting"."userId"
      ORDER BY ("served"."lastServed" IS NOT NULL), "served"."lastServed", "waiting"."oldest", "waiting"."userId"
      LIMIT 1
    )
    SELECT "id", "attempts", "lastError" FROM "Submission"
    WHERE "priority" = (SELECT "priority" FROM "lowest") AND "userId" = (SELECT "userId" FROM "chosen") AND "createdAt" = (SELECT "oldest" FROM "chosen")
      AND (("status" = 'queued' AND ("notBefore" IS NULL OR "notBefore" <= ${now})) OR ("status" = 'judging' AND "leaseExpiresAt" < ${now}))
    ORDER BY "id"
    LIMIT 1`;
  const row = rows[0];
  return row && { id: Number(row.id), attempts: Number(row.attempts), lastError: row.lastError };
}

export async function claimNextSubmission(db: QueueDb, options: ClaimOptions): Promise<ClaimedSubmission | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  // Losing a race just means trying the next candidate; the bound keeps one call short.
  for (let tries = 0; tries < 10; tries++) {
    const now = new Date();
    const candidate = await pickCandidate(db, now);
    if (!candidate) return undefined;

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
