// The submissions' claim order (lib/queue/job-tables.ts uses it for the lease queue): the lowest
// priority with work (runs, then new submissions, then rejudges: lib/types.ts QUEUE_PRIORITY);
// within it, round-robin across users: the user served least recently (their latest claim,
// `startedAt`) goes first, ties (e.g. nobody served yet) to the user whose oldest waiting row is
// oldest; then that user's oldest row. One user's flood of submissions therefore delays everyone
// else by at most one submission per worker. A queued row is ready once past its back-off
// ("notBefore"); a judging row whose lease expired is claimable again.
import { Prisma } from "../generated/prisma/client";
import type { SqlDialect } from "../db";
import type { JobCandidate, QueueDb } from "./job-tables";

/**
 * How many of the latest claims tell who was served recently. A user with work who is not among
 * them was served before all who are (or never), so round-robin holds for up to this many
 * active users; beyond it, those users are ordered by their oldest row.
 */
const RECENT_CLAIMS = 200;

/** The parts of the order: the lowest priority with work, the users waiting in it, the latest claims. */
function fairOrderParts(now: Date): Prisma.Sql {
  return Prisma.sql`
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
    )`;
}

function claimableRow(now: Date, alias: string): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  return Prisma.sql`((${column("status")} = 'queued' AND (${column("notBefore")} IS NULL OR ${column("notBefore")} <= ${now})) OR (${column("status")} = 'judging' AND ${column("leaseExpiresAt")} < ${now}))`;
}

type CandidateRow = { id: number | bigint; attempts: number | bigint; lastError: string | null; startedAt: unknown };

/**
 * The next row by the fair order above; the claim (lease.ts) re-checks it. On SQLite, one
 * statement whose parts each walk one index: the ready rows and the expired ones are looked up
 * apart (an OR of the two would sort the whole queue), the users with work and their oldest row
 * come from an index-only scan (status, priority, userId, createdAt, notBefore), and the latest
 * claims from the startedAt index; it picks the chosen user's oldest row. On PostgreSQL the
 * claim runs in a transaction and locks the row it picks (`FOR UPDATE SKIP LOCKED`): the
 * statement orders every claimable row of the lowest priority by the same keys, so a row another
 * worker is claiming at this instant is skipped for the next one instead of ending the claim.
 */
export async function pickNextSubmission(db: QueueDb, now: Date, dialect: SqlDialect): Promise<JobCandidate | undefined> {
  const rows =
    dialect === "postgresql"
      ? await db.$queryRaw<CandidateRow[]>`${fairOrderParts(now)}
    SELECT "s"."id", "s"."attempts", "s"."lastError", "s"."startedAt" FROM "Submission" AS "s"
    JOIN "waiting" AS "w" ON "w"."userId" = "s"."userId"
    LEFT JOIN "served" AS "v" ON "v"."userId" = "s"."userId"
    WHERE "s"."priority" = (SELECT "priority" FROM "lowest") AND ${claimableRow(now, `"s"`)}
    ORDER BY ("v"."lastServed" IS NOT NULL), "v"."lastServed", "w"."oldest", "s"."userId", "s"."createdAt", "s"."id"
    LIMIT 1
    FOR UPDATE OF "s" SKIP LOCKED`
      : await db.$queryRaw<CandidateRow[]>`${fairOrderParts(now)},
    "chosen" AS (
      SELECT "waiting"."userId", "waiting"."oldest" FROM "waiting" LEFT JOIN "served" ON "served"."userId" = "waiting"."userId"
      ORDER BY ("served"."lastServed" IS NOT NULL), "served"."lastServed", "waiting"."oldest", "waiting"."userId"
      LIMIT 1
    )
    SELECT "id", "attempts", "lastError", "startedAt" FROM "Submission"
    WHERE "priority" = (SELECT "priority" FROM "lowest") AND "userId" = (SELECT "userId" FROM "chosen") AND "createdAt" = (SELECT "oldest" FROM "chosen")
      AND ${claimableRow(now, `"Submission"`)}
    ORDER BY "id"
    LIMIT 1`;
  const row = rows[0];
  return row && { id: Number(row.id), attempts: Number(row.attempts), lastError: row.lastError, claimedBefore: row.startedAt !== null };
}
