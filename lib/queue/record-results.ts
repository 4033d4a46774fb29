// Writes a claimed submission's results, each write guarded by the lease: a worker that lost
// its lease (and may be racing a newer claim) cannot overwrite the newer worker's results.
import { Prisma } from "../generated/prisma/client";
import { sqlDialect, type PrismaClient } from "../db";
import type { TestOutcome, Verdict } from "../types";
import { JOB_TABLES } from "./job-tables";
import { finishJob, LeaseLostError } from "./lease";

export interface FinalResult {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  compileLog?: string;
}

/** One test's result, for the stored test it ran on (null: a run on custom input). */
export interface RecordedResult {
  testCaseId: number | null;
  outcome: TestOutcome;
}

/** The TestResult columns a result fills, in the order of the statement's values, with their SQL types. */
const RESULT_COLUMNS = [
  ["submissionId", "INTEGER"],
  ["testCaseId", "INTEGER"],
  ["ordinal", "INTEGER"],
  ["verdict", "TEXT"],
  ["timeMs", "INTEGER"],
  ["wallMs", "INTEGER"],
  ["memoryKb", "INTEGER"],
  ["message", "TEXT"],
  ["publicMessage", "TEXT"],
  ["output", "TEXT"],
  ["stderr", "TEXT"],
] as const;

/** Rows per statement: well under SQLite's 32766 and PostgreSQL's 65535 parameters. */
const ROWS_PER_STATEMENT = 500;

function resultValues(submissionId: number, { testCaseId, outcome }: RecordedResult): Prisma.Sql {
  const values: Array<string | number | null> = [
    submissionId,
    testCaseId,
    outcome.ordinal,
    outcome.verdict,
    outcome.timeMs,
    outcome.wallMs,
    outcome.memoryKb,
    outcome.message ?? null,
    outcome.publicMessage ?? null,
    outcome.output ?? null,
    outcome.stderr ?? null,
  ];
  // Typed by CAST: PostgreSQL gives a VALUES list in a subquery no types from the target table.
  return Prisma.sql`(${Prisma.join(values.map((value, i) => Prisma.sql`CAST(${value} AS ${Prisma.raw(RESULT_COLUMNS[i]![1])})`))})`;
}

/**
 * Stores test results (live progress), nothing unless this worker still owns the submission: one
 * INSERT ... SELECT guarded by the lease (the same condition as updateLeasedJob), so a batch is
 * one statement on both databases (no transaction). The heartbeat renews the lease meanwhile.
 * On PostgreSQL the guard locks the submission's row (FOR SHARE): a re-claim in progress (which
 * locks it FOR UPDATE, takes the lease and deletes the old results in one transaction) makes the
 * insert wait, and the guard is then read again and fails; without the lock the insert read the
 * row as it was before the re-claim and its results outlived the deletion. (SQLite has one writer
 * at a time.) Several statements for a large batch are like several batches: each is guarded,
 * and a re-claim deletes whatever came before it.
 */
export async function recordTestResults(prisma: PrismaClient, submissionId: number, workerId: string, results: readonly RecordedResult[]): Promise<void> {
  const columns = Prisma.raw(RESULT_COLUMNS.map(([name]) => `"${name}"`).join(", "));
  const running = JOB_TABLES.submission.running;
  const lock = sqlDialect(prisma) === "postgresql" ? Prisma.sql`FOR SHARE` : Prisma.empty;
  for (let start = 0; start < results.length; start += ROWS_PER_STATEMENT) {
    const rows = results.slice(start, start + ROWS_PER_STATEMENT);
    const inserted = await prisma.$executeRaw`INSERT INTO "TestResult" (${columns})
      SELECT * FROM (VALUES ${Prisma.join(rows.map((row) => resultValues(submissionId, row)))}) AS "v"
      WHERE EXISTS (SELECT 1 FROM "Submission" WHERE "id" = ${submissionId} AND "status" = ${running} AND "leaseOwner" = ${workerId} ${lock})`;
    if (inserted !== rows.length) throw new LeaseLostError("submission", submissionId, workerId);
  }
}

/** Marks the submission done with its verdict and clears the lease; false if the lease was lost. */
export function finishSubmission(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  result: FinalResult,
): Promise<boolean> {
  return finishJob(prisma, "submission", submissionId, workerId, {
    status: "done",
    verdict: result.verdict,
    timeMs: result.timeMs,
    memoryKb: result.memoryKb,
    compileLog: result.compileLog ?? null,
  });
}
