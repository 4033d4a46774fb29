// The database queue's guarantees: one claim per submission at a time, re-claim after a lost
// lease (with stale results removed), giving up after too many attempts, lease-guarded writes, and
// the back-off after a judge fault (not claimed before its time, results dropped).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  claimNextJob,
  finishSubmission,
  GAVE_UP_MESSAGE,
  LeaseLostError,
  recordTestResults,
  ResultWriter,
  releaseJob,
  renewLease,
  requeueAfterFault,
} from "../../lib/queue";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let userId: number;
let problemId: number;
let testCaseId: number;

beforeEach(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  userId = (await prisma.user.create({ data: { email: "q@example.com", name: "Q", passwordHash: "x" } })).id;
  const problem = await prisma.problem.create({
    data: {
      slug: "q", title: "Q", sourceJudge: "test", sourceId: "1", sourceTitle: "Q", timeLimitMs: 1000,
      memoryLimitMb: 64, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      testCases: { create: [{ ordinal: 1, group: "samples", input: "1 1\n", expectedOutput: "Yes\n" }] },
    },
    include: { testCases: true },
  });
  problemId = problem.id;
  testCaseId = problem.testCases[0]!.id;
});

afterEach(async () => {
  await database.cleanup();
});

const submit = (createdAt?: Date) =>
  database.prisma.submission.create({ data: { userId, problemId, source: "x", ...(createdAt ? { createdAt } : {}) } });

const outcome = { ordinal: 1, verdict: "AC" as const, timeMs: 5, wallMs: 10, memoryKb: 100 };

describe("the submission queue", () => {
  it("claims the oldest queued submission first", async () => {
    const newer = await submit(new Date(Date.now() - 1000));
    const older = await submit(new Date(Date.now() - 5000));
    expect((await claimNextJob(database.prisma, "submission", { workerId: "w1" }))?.id).toBe(older.id);
    expect((await claimNextJob(database.prisma, "submission", { workerId: "w1" }))?.id).toBe(newer.id);
    expect(await claimNextJob(database.prisma, "submission", { workerId: "w1" })).toBeUndefined();
  });

  // Concurrent claims from one process on one connection; queue-claim-race.test.ts races separate
  // processes, each with its own connection.
  it("never gives one submission to two claims made at once on one connection", async () => {
    const submissions = await Promise.all([submit(), submit(), submit()]);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) => claimNextJob(database.prisma, "submission", { workerId: `w${index}` })),
    );
    const claimed = claims.filter((claim) => claim !== undefined).map((claim) => claim.id);
    expect(claimed.sort()).toEqual(submissions.map((submission) => submission.id).sort());
    const rows = await database.prisma.submission.findMany();
    expect(rows.every((row) => row.status === "judging" && row.attempts === 1)).toBe(true);
  });

  it("re-claims after the lease expired, deleting the old results, and fences off the old worker", async () => {
    const submission = await submit();
    const first = await claimNextJob(database.prisma, "submission", { workerId: "old" });
    expect(first).toEqual({ id: submission.id, attempt: 1 });
    await recordTestResults(database.prisma, submission.id, "old", [{ testCaseId, outcome }]);
    // Still leased: nobody else may take it.
    expect(await claimNextJob(database.prisma, "submission", { workerId: "new" })).toBeUndefined();

    await database.prisma.submission.update({ where: { id: submission.id }, data: { leaseExpiresAt: new Date(Date.now() - 1) } });
    const second = await claimNextJob(database.prisma, "submission", { workerId: "new" });
    expect(second).toEqual({ id: submission.id, attempt: 2 });
    expect(await database.prisma.testResult.count({ where: { submissionId: submission.id } })).toBe(0);

    await expect(recordTestResults(database.prisma, submission.id, "old", [{ testCaseId, outcome }])).rejects.toBeInstanceOf(LeaseLostError);
    // The writer the worker uses: the lost lease surfaces at the next result and at flush.
    const writer = new ResultWriter(database.prisma, submission.id, "old");
    writer.add(testCaseId, outcome);
    await expect(writer.flush()).rejects.toBeInstanceOf(LeaseLostError);
    expect(() => writer.add(testCaseId, { ...outcome, ordinal: outcome.ordinal + 1 })).toThrow(LeaseLostError);
    expect(await renewLease(database.prisma, "submission", submission.id, "old")).toBe(false);
    expect(await finishSubmission(database.prisma, submission.id, "old", { verdict: "WA", timeMs: 1, memoryKb: 1 })).toBe(false);

    expect(await finishSubmission(database.prisma, submission.id, "new", { verdict: "AC", timeMs: 5, memoryKb: 100 })).toBe(true);
    const done = await database.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    expect(done).toMatchObject({ status: "done", verdict: "AC", leaseOwner: null, leaseExpiresAt: null });
  });

  it("stores nothing from an old worker whose write meets a re-claim still in its transaction", async () => {
    const submission = await submit();
    await claimNextJob(database.prisma, "submission", { workerId: "old" });
    // A re-claim as claimNextJob makes it, held open: the row taken for "new", the old results
    // deleted, not yet committed. The old worker writes meanwhile, on another connection.
    let write: Promise<unknown> | undefined;
    await database.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "Submission" SET "leaseOwner" = 'new', "attempts" = "attempts" + 1 WHERE "id" = ${submission.id}`;
      await tx.$executeRaw`DELETE FROM "TestResult" WHERE "submissionId" = ${submission.id}`;
      write = recordTestResults(database.prisma, submission.id, "old", [{ testCaseId, outcome }]).then(
        () => "stored",
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // Either it waited for the re-claim and found the lease gone, or (SQLite, one writer) it ran
    // after it: never a row the new owner's deletion did not see.
    expect(await write).toBeInstanceOf(LeaseLostError);
    expect(await database.prisma.testResult.count({ where: { submissionId: submission.id } })).toBe(0);
  });

  it("stores every result handed to the result writer, in order, while earlier writes are in flight", async () => {
    const submission = await submit();
    await claimNextJob(database.prisma, "submission", { workerId: "w" });
    const writer = new ResultWriter(database.prisma, submission.id, "w");
    for (let ordinal = 1; ordinal <= 40; ordinal++) {
      writer.add(ordinal === 1 ? testCaseId : null, { ...outcome, ordinal });
      if (ordinal % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await writer.flush();
    const rows = await database.prisma.testResult.findMany({ where: { submissionId: submission.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.ordinal)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(rows[0]!.testCaseId).toBe(testCaseId);
  });

  it("gives up with SE after too many attempts", async () => {
    const submission = await submit();
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await claimNextJob(database.prisma, "submission", { workerId: "w", maxAttempts: 2 }))?.attempt).toBe(attempt);
      await database.prisma.submission.update({ where: { id: submission.id }, data: { leaseExpiresAt: new Date(Date.now() - 1) } });
    }
    expect(await claimNextJob(database.prisma, "submission", { workerId: "w", maxAttempts: 2 })).toBeUndefined();
    const stored = await database.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    expect(stored.status).toBe("done");
    expect(stored.verdict).toBe("SE");
    expect(stored.compileLog).toContain(GAVE_UP_MESSAGE);
    expect(stored.compileLog).toContain("(2 attempts)");
  });

  it("skips a submission waiting out its back-off after a judge fault, then claims it again", async () => {
    const waiting = await submit(new Date(Date.now() - 5000));
    const later = await submit(new Date(Date.now() - 1000));
    expect((await claimNextJob(database.prisma, "submission", { workerId: "w" }))?.id).toBe(waiting.id);
    await recordTestResults(database.prisma, waiting.id, "w", [{ testCaseId, outcome }]);
    expect(await requeueAfterFault(database.prisma, waiting.id, "other", { reason: "x", retryAt: new Date() })).toBe(false);
    const retryAt = new Date(Date.now() + 60_000);
    expect(await requeueAfterFault(database.prisma, waiting.id, "w", { reason: "judge error: no space left on device (ENOSPC)", retryAt })).toBe(true);
    const requeued = await database.prisma.submission.findUniqueOrThrow({ where: { id: waiting.id }, include: { _count: { select: { results: true } } } });
    expect(requeued).toMatchObject({ status: "queued", attempts: 1, leaseOwner: null, notBefore: retryAt, lastError: "judge error: no space left on device (ENOSPC)" });
    expect(requeued._count.results).toBe(0);

    // Older, but not before its time: the newer one goes first, then nothing is claimable.
    expect((await claimNextJob(database.prisma, "submission", { workerId: "w" }))?.id).toBe(later.id);
    expect(await claimNextJob(database.prisma, "submission", { workerId: "w" })).toBeUndefined();
    await database.prisma.submission.update({ where: { id: waiting.id }, data: { notBefore: new Date(Date.now() - 1) } });
    expect(await claimNextJob(database.prisma, "submission", { workerId: "w" })).toEqual({ id: waiting.id, attempt: 2 });
    expect((await database.prisma.submission.findUniqueOrThrow({ where: { id: waiting.id } })).notBefore).toBeNull();
  });

  it("puts a released claim back in the queue without counting the attempt", async () => {
    const submission = await submit();
    await claimNextJob(database.prisma, "submission", { workerId: "w" });
    expect(await releaseJob(database.prisma, "submission", submission.id, "other")).toBe(false);
    expect(await releaseJob(database.prisma, "submission", submission.id, "w")).toBe(true);
    const stored = await database.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    expect(stored).toMatchObject({ status: "queued", attempts: 0, leaseOwner: null });
    expect((await claimNextJob(database.prisma, "submission", { workerId: "w2" }))?.id).toBe(submission.id);
  });
});
