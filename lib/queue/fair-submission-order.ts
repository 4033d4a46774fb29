// The submissions' claim order (lib/queue/job-tables.ts uses it for the lease queue): the lowest
// priority with work (runs, then new submissions, then rejudges: lib/types.ts QUEUE_PRIORITY);
// within it, round-robin across users: the user served least recently (their latest claim,
// `startedAt`) goes first, ties (e.g. nobody served yet) to the user whose oldest waiting row is
// oldest; then that user's oldest row. One user's flood of submissions therefore delays everyone
// else by at most one submission per worker. A queued row is ready once past its back-off
// ("notBefore"); a judging row whose lease expired is claimable again.
import type { JobCandidate, QueueDb } from "./job-tables";

/**
 * How many of the latest claims tell who was served recently. A user with work who is not among
 * them was served before all who are (or never), so round-robin holds for up to this many
 * active users; beyond it, those users are ordered by their oldest row.
 */
const RECENT_CLAIMS = 200;

/**
 * The next row by the fair order above, in one statement (SQLite and PostgreSQL alike); the claim
 * (lease.ts) re-checks the row. Each part walks one index: the ready rows and the expired ones are looked up
 * apart (an OR of the two would sort the whole queue), the users with work and their oldest row
 * come from an index-only scan (status, priority, userId, createdAt, notBefore), and the latest
 * claims from the startedAt index.
 */
export async function pickNextSubmission(db: QueueDb, now: Date): Promise<JobCandidate | undefined> {
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
