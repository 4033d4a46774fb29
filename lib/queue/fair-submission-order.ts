// The submissions' claim order (lib/queue/job-tables.ts uses it for the lease queue): a fair
// share of the workers, counted in worker time, not in requests. Each claimed attempt charges
// its owner the wall time a worker spent on it: a finished row from its claim to its verdict, a
// row being judged from its claim to now (plus 1 ms, so a job claimed this very millisecond
// counts), over the rows finished in the last FAIR_SHARE_WINDOW_MS. The charge goes to the user
// and to the address group the row was queued from (Submission.clientGroup,
// lib/rate-limit/client-address.ts: an IPv4 address, an IPv6 /64). The next row is, among every claimable row:
//   1. new work before rejudges (a rejudge of a whole problem is background work);
//   2. the address group that used the least worker time (a row with no group: its user's);
//   3. within it, the user who used the least (so classmates behind one NAT share fairly);
//   4. the oldest row (nobody waits forever: a user with no usage goes in queue order).
// Runs and graded submissions are alike here: a Run flood costs its sender's share, nobody else's.
// One user has at most one pending run (create-run.ts), and a row is claimable when queued and
// past its back-off ("notBefore") or judging with an expired lease.
import { Prisma } from "../generated/prisma/client";
import type { SqlDialect } from "../db";
import { QUEUE_PRIORITY } from "../types";
import type { JobCandidate, QueueDb } from "./job-tables";

/**
 * How far back worker time counts. Long enough to cover many runs at the wall-clock limit
 * (3 x T + 1 s, at most a minute or so each), short enough that a student who tested a lot an
 * hour ago is not behind today.
 */
export const FAIR_SHARE_WINDOW_MS = 10 * 60_000;

/** A timestamp column as milliseconds since 1970 (SQLite stores ISO text, PostgreSQL timestamp(3)). */
function epochMs(dialect: SqlDialect, column: string): Prisma.Sql {
  return Prisma.raw(
    dialect === "postgresql"
      ? `CAST(EXTRACT(EPOCH FROM ${column}) * 1000 AS DOUBLE PRECISION)`
      : `((julianday(${column}) - 2440587.5) * 86400000.0)`,
  );
}

type CandidateRow = { id: number | bigint; attempts: number | bigint; lastError: string | null; startedAt: unknown };

/**
 * The next row by the fair order above; the claim (lease.ts) re-checks it. One statement on both
 * databases: the charged attempts (rows being judged: the status index; rows judged in the window:
 * the judgedAt index), summed per user and per group, the claimable rows (ready and expired, looked
 * up apart so each walks its index), ordered by the keys above. On PostgreSQL the claim runs in a
 * transaction and locks the row it picks (`FOR UPDATE SKIP LOCKED`): a row another worker is
 * claiming at this instant is skipped for the next one in the same order.
 */
export async function pickNextSubmission(db: QueueDb, now: Date, dialect: SqlDialect): Promise<JobCandidate | undefined> {
  const nowMs = Prisma.sql`CAST(${now.getTime()} AS DOUBLE PRECISION)`;
  const windowStart = new Date(now.getTime() - FAIR_SHARE_WINDOW_MS);
  const started = epochMs(dialect, `"startedAt"`);
  const groupUsage = Prisma.sql`CASE WHEN "s"."clientGroup" IS NULL THEN COALESCE("u"."ms", 0) ELSE COALESCE("g"."ms", 0) END`;
  const rows = await db.$queryRaw<CandidateRow[]>`
    WITH "charged" AS (
      SELECT "userId", "clientGroup", ${nowMs} - ${started} + 1 AS "ms" FROM "Submission"
      WHERE "status" = 'judging' AND "startedAt" IS NOT NULL
      UNION ALL
      SELECT "userId", "clientGroup", ${epochMs(dialect, `"judgedAt"`)} - ${started} + 1 AS "ms" FROM "Submission"
      WHERE "judgedAt" >= ${windowStart} AND "startedAt" IS NOT NULL
    ),
    "userUsage" AS (SELECT "userId", SUM("ms") AS "ms" FROM "charged" GROUP BY "userId"),
    "groupUsage" AS (SELECT "clientGroup", SUM("ms") AS "ms" FROM "charged" WHERE "clientGroup" IS NOT NULL GROUP BY "clientGroup"),
    "claimable" AS (
      SELECT "id" FROM "Submission" WHERE "status" = 'queued' AND ("notBefore" IS NULL OR "notBefore" <= ${now})
      UNION ALL
      SELECT "id" FROM "Submission" WHERE "status" = 'judging' AND "leaseExpiresAt" < ${now}
    )
    SELECT "s"."id", "s"."attempts", "s"."lastError", "s"."startedAt"
    FROM "claimable" AS "c" JOIN "Submission" AS "s" ON "s"."id" = "c"."id"
    LEFT JOIN "userUsage" AS "u" ON "u"."userId" = "s"."userId"
    LEFT JOIN "groupUsage" AS "g" ON "g"."clientGroup" = "s"."clientGroup"
    ORDER BY CASE WHEN "s"."priority" >= ${QUEUE_PRIORITY.rejudge} THEN 1 ELSE 0 END, ${groupUsage}, COALESCE("u"."ms", 0), "s"."createdAt", "s"."id"
    LIMIT 1 ${dialect === "postgresql" ? Prisma.sql`FOR UPDATE OF "s" SKIP LOCKED` : Prisma.empty}`;
  const row = rows[0];
  return row && { id: Number(row.id), attempts: Number(row.attempts), lastError: row.lastError, claimedBefore: row.startedAt !== null };
}
