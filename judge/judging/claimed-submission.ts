// What the worker (worker.ts) reads of a claimed submission: its source and kind, its problem's
// limits and checker, and the tests to run. One statement reads the submission with its problem
// and a fingerprint of the problem's stored tests (the test data version, how many, the highest
// id); the tests come from a cache of the judge's (problem-tests-cache.ts) keyed by that
// fingerprint, so a problem's second submission loads no test row.
import { Prisma } from "../../lib/generated/prisma/client";
import type { PrismaClient } from "../../lib/db";
import type { CheckerConfig } from "../../lib/problem-package/metadata";
import { checkerConfigOf } from "./checkers/config";
import { cachedProblemTests, type ProblemTest } from "./problem-tests-cache";

export interface ClaimedSubmission {
  source: string;
  kind: string;
  runInput: string | null;
  problemId: number;
  testDataVersion: number;
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: CheckerConfig;
  /** Every stored test of the problem, by ordinal (a run picks its samples). */
  tests: readonly ProblemTest[];
}

interface Row {
  source: string;
  kind: string;
  runInput: string | null;
  problemId: number | bigint;
  testDataVersion: number | bigint;
  timeLimitMs: number | bigint;
  memoryLimitMb: number | bigint;
  checker: string;
  checkerAbsTolerance: number | null;
  checkerRelTolerance: number | null;
  checkerProgram: string | null;
  testCount: number | bigint | string;
  lastTestId: number | bigint | string | null;
}

/** Reads a claimed submission and its problem (and the problem's tests unless it runs on custom input). */
export async function loadClaimedSubmission(prisma: PrismaClient, submissionId: number): Promise<ClaimedSubmission> {
  const rows = await prisma.$queryRaw<Row[]>(Prisma.sql`
    SELECT "s"."source", "s"."kind", "s"."runInput", "s"."problemId",
      "p"."testDataVersion", "p"."timeLimitMs", "p"."memoryLimitMb", "p"."checker", "p"."checkerAbsTolerance", "p"."checkerRelTolerance", "p"."checkerProgram",
      (SELECT COUNT(*) FROM "TestCase" AS "t" WHERE "t"."problemId" = "p"."id") AS "testCount",
      (SELECT MAX("t"."id") FROM "TestCase" AS "t" WHERE "t"."problemId" = "p"."id") AS "lastTestId"
    FROM "Submission" AS "s" JOIN "Problem" AS "p" ON "p"."id" = "s"."problemId"
    WHERE "s"."id" = ${submissionId}`);
  const row = rows[0];
  if (!row) throw new Error(`submission ${submissionId} is not in the database`);
  const problemId = Number(row.problemId);
  const testDataVersion = Number(row.testDataVersion);
  const customInput = row.kind === "run" && row.runInput !== null;
  const tests = customInput
    ? []
    : await cachedProblemTests(prisma, { problemId, testDataVersion, count: Number(row.testCount), lastId: row.lastTestId === null ? null : Number(row.lastTestId) });
  return {
    source: row.source,
    kind: row.kind,
    runInput: row.runInput,
    problemId,
    testDataVersion,
    timeLimitMs: Number(row.timeLimitMs),
    memoryLimitMb: Number(row.memoryLimitMb),
    checker: checkerConfigOf(row),
    tests,
  };
}
