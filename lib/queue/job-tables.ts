// The two kinds of job the judge daemon takes from the database, and what differs between their
// tables; everything else about a lease (claim, renew, release, finish, expiry, give-up) is one
// code path in lease.ts. Both tables have the lease columns: "id", "status", "leaseOwner",
// "leaseExpiresAt", "attempts", "startedAt". Adding a job kind means one entry here.
import { Prisma } from "../generated/prisma/client";
import type { PackageCheck, Submission } from "../generated/prisma/client";
import type { PrismaClient, SqlDialect } from "../db";
import { pickNextSubmission } from "./fair-submission-order";

export type JobKind = "submission" | "check";

/** A value written by the lease queue's SQL (plain enough for SQLite and PostgreSQL). */
export type SqlValue = string | number | Date | null;

/** Column values of a job's row, by column name (the compiler checks the names). */
export type JobColumns<K extends JobKind> = Partial<{ [C in keyof JobRows[K]]: SqlValue }>;
interface JobRows {
  submission: Submission;
  check: PackageCheck;
}

/** The next row to claim, as the table's claim order picks it (the claim re-checks it). */
export interface JobCandidate {
  id: number;
  attempts: number;
  lastError: string | null;
  /**
   * False while the row was never claimed (startedAt is null: a new submission, or one a rejudge
   * reset, which deletes its results in the same transaction): no earlier attempt wrote anything.
   */
  claimedBefore: boolean;
}

/** Prisma client or interactive transaction: the lease queue needs only raw SQL. */
export type QueueDb = Pick<PrismaClient, "$queryRaw" | "$executeRaw">;

export interface JobTable<K extends JobKind> {
  /** The quoted table name. */
  table: Prisma.Sql;
  /** What one row is called in messages. */
  noun: string;
  queued: string;
  running: string;
  /** The column stamped when the job ends (with a result or by giving up). */
  finishedAt: keyof JobRows[K] & string;
  /** A queued row that may run now (e.g. past its back-off), as an SQL condition. */
  ready: (now: Date) => Prisma.Sql;
  /**
   * The next candidate in this table's claim order, among ready rows and expired leases. On
   * PostgreSQL it is called inside the claim's transaction and locks the row it returns, skipping
   * rows locked by another claim (`FOR UPDATE SKIP LOCKED`).
   */
  pickNext: (db: QueueDb, now: Date, dialect: SqlDialect) => Promise<JobCandidate | undefined>;
  /** Columns a claim resets besides the lease's own (leftovers of an earlier attempt). */
  onClaim: JobColumns<K>;
  /** Columns every end of a job sets (with a result or by giving up), besides the lease's own. */
  onFinish: JobColumns<K>;
  /** Run after a successful claim of a row claimed before: deletes what an earlier attempt wrote elsewhere. */
  afterClaim?: (id: number) => Prisma.Sql;
  /** The end of a job whose attempts ran out. */
  giveUp: (candidate: JobCandidate) => JobColumns<K>;
  /** The columns of a release that waits before the next attempt (tables with a back-off). */
  backOff?: (retry: { at: Date; reason: string }) => JobColumns<K>;
}

/** Message stored (in compileLog, the submission's only free-text field) when giving up. */
export const GAVE_UP_MESSAGE = "System error: judge failed repeatedly";

export const JOB_TABLES: { [K in JobKind]: JobTable<K> } = {
  // Student submissions and runs: a fair share of worker time per user and address group
  // (fair-submission-order.ts), back-off after a judge fault ("notBefore"), System Error when
  // attempts run out. A run that ends frees its owner's one pending-run slot (activeRunOf).
  submission: {
    table: Prisma.raw(`"Submission"`),
    noun: "submission",
    queued: "queued",
    running: "judging",
    finishedAt: "judgedAt",
    ready: (now) => Prisma.sql`"status" = 'queued' AND ("notBefore" IS NULL OR "notBefore" <= ${now})`,
    pickNext: pickNextSubmission,
    onClaim: { notBefore: null },
    onFinish: { activeRunOf: null },
    // Results of an earlier attempt (lost lease, released claim or rejudge) are stale.
    afterClaim: (id) => Prisma.sql`DELETE FROM "TestResult" WHERE "submissionId" = ${id}`,
    giveUp: ({ attempts, lastError }) => ({
      status: "done",
      verdict: "SE",
      compileLog: `${GAVE_UP_MESSAGE} (${attempts} attempts)${lastError ? `: ${lastError}` : ""}`,
      notBefore: null,
    }),
    backOff: ({ at, reason }) => ({ notBefore: at, lastError: reason }),
  },
  // Studio package checks: oldest first, failed when attempts run out.
  check: {
    table: Prisma.raw(`"PackageCheck"`),
    noun: "package check",
    queued: "queued",
    running: "running",
    finishedAt: "finishedAt",
    ready: () => Prisma.sql`"status" = 'queued'`,
    pickNext: async (db, now, dialect) => {
      const rows = await db.$queryRaw<Array<{ id: number | bigint; attempts: number | bigint }>>`
        SELECT "id", "attempts" FROM "PackageCheck"
        WHERE "status" = 'queued' OR ("status" = 'running' AND "leaseExpiresAt" < ${now})
        ORDER BY "createdAt", "id"
        LIMIT 1 ${dialect === "postgresql" ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty}`;
      const row = rows[0];
      return row && { id: Number(row.id), attempts: Number(row.attempts), lastError: null, claimedBefore: true };
    },
    onClaim: { progress: "", report: null },
    onFinish: {},
    giveUp: ({ attempts }) => ({
      status: "failed",
      report: JSON.stringify({ message: `System error: the check failed repeatedly (${attempts} attempts)` }),
    }),
  },
};
