// Judge faults (the judge's own machinery failing, not the program) through the real worker and
// SQLite: the submission goes back to the queue with its attempt counted, a not-before time in the
// future (back-off) and without its partial results; a retry that works judges it as usual; a fault
// that never clears is System Error with its reason once the attempts run out.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { judgeSubmission } from "../../judge/judging/judge-submission";
import { processOne, type WorkerOptions } from "../../judge/judging/worker";
import { RETRY_BACKOFF_MS } from "../../lib/queue";
import { PrismaClientKnownRequestError } from "../../lib/generated/prisma/internal/prismaNamespace";
import { TransientJudgeError } from "../../judge/judging/judge-errors";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let userId: number;
let problemId: number;

const DOUBLE = `console.log(Number(require("fs").readFileSync(0, "utf8")) * 2);`;
const TESTS = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await database.prisma.user.create({ data: { email: "faults@example.com", name: "F", passwordHash: "x" } })).id;
  problemId = (
    await database.prisma.problem.create({
      data: {
        slug: "double", title: "Double", sourceJudge: "test", sourceId: "1", sourceTitle: "Double", timeLimitMs: 1000, memoryLimitMb: 256,
        tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
        testCases: { create: Array.from({ length: TESTS }, (_, i) => ({ ordinal: i + 1, group: "random", input: `${i}\n`, expectedOutput: `${i * 2}\n` })) },
      },
    })
  ).id;
});

afterAll(async () => {
  await database?.cleanup();
});

afterEach(() => {
  delete process.env.NIMBUS_BWRAP;
});

const submit = () => database.prisma.submission.create({ data: { userId, problemId, source: DOUBLE } });
const stored = (id: number) =>
  database.prisma.submission.findUniqueOrThrow({ where: { id }, include: { results: { orderBy: { ordinal: "asc" } } } });
/** Time passes (without waiting): the back-off of a requeued submission is over. */
const endBackOff = (id: number) => database.prisma.submission.update({ where: { id }, data: { notBefore: new Date(Date.now() - 1) } });

/** A disk-full error, as node reports one. */
function diskFull(): Error {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
}

describe("a judge fault", () => {
  it("puts the submission back in the queue with a back-off and without its partial results; the retry judges it", async () => {
    const submission = await submit();
    let calls = 0;
    // The first attempt stores one test's result, then the judge's disk fills up.
    const faultyOnce: WorkerOptions["judge"] = async (request) => {
      calls += 1;
      if (calls > 1) return judgeSubmission(request);
      await request.onTestResult?.({ ordinal: 1, verdict: "AC", timeMs: 1, wallMs: 1, memoryKb: 1 });
      throw diskFull();
    };
    const before = Date.now();
    const first = await processOne(database.prisma, "fault-worker", { judge: faultyOnce });
    expect(first).toMatchObject({ submissionId: submission.id, verdict: null, stored: true });
    const requeued = await stored(submission.id);
    expect(requeued).toMatchObject({ status: "queued", verdict: null, attempts: 1, leaseOwner: null, leaseExpiresAt: null });
    expect(requeued.lastError).toContain("ENOSPC");
    expect(requeued.results).toEqual([]);
    expect(requeued.notBefore!.getTime()).toBeGreaterThanOrEqual(before + RETRY_BACKOFF_MS[0]!);
    expect(first!.retryAt).toEqual(requeued.notBefore);

    // Not claimable during its back-off.
    expect(await processOne(database.prisma, "fault-worker", { judge: faultyOnce })).toBeUndefined();
    await endBackOff(submission.id);
    const second = await processOne(database.prisma, "fault-worker", { judge: faultyOnce });
    expect(second).toMatchObject({ submissionId: submission.id, verdict: "AC", stored: true });
    const judged = await stored(submission.id);
    expect(judged).toMatchObject({ status: "done", verdict: "AC", attempts: 2, compileLog: null });
    expect(judged.results.map((result) => [result.ordinal, result.verdict])).toEqual([[1, "AC"], [2, "AC"], [3, "AC"]]);
    expect(calls).toBe(2);
  });

  it("a sandbox that fails to launch is retried, and judged normally once it works again", async () => {
    const submission = await submit();
    process.env.NIMBUS_BWRAP = "/nonexistent/bwrap";
    expect(await processOne(database.prisma, "fault-worker")).toMatchObject({ submissionId: submission.id, verdict: null });
    const requeued = await stored(submission.id);
    expect(requeued).toMatchObject({ status: "queued", attempts: 1 });
    expect(requeued.lastError).toMatch(/^judge error: The sandbox is unavailable.*\/nonexistent\/bwrap/);
    expect(requeued.notBefore!.getTime()).toBeGreaterThan(Date.now());

    delete process.env.NIMBUS_BWRAP;
    await endBackOff(submission.id);
    expect(await processOne(database.prisma, "fault-worker")).toMatchObject({ submissionId: submission.id, verdict: "AC" });
    expect(await stored(submission.id)).toMatchObject({ status: "done", verdict: "AC", attempts: 2 });
  });

  it("is System Error with its reason after the last attempt when it never clears", async () => {
    const submission = await submit();
    process.env.NIMBUS_BWRAP = "/nonexistent/bwrap";
    // No back-off here: each attempt may be claimed at once.
    const options: WorkerOptions = { retryBackoffMs: [0], maxAttempts: 3 };
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await processOne(database.prisma, "fault-worker", options)).toMatchObject({ submissionId: submission.id, verdict: null });
      expect(await stored(submission.id)).toMatchObject({ status: "queued", attempts: attempt, verdict: null });
    }
    expect(await processOne(database.prisma, "fault-worker", options)).toMatchObject({ submissionId: submission.id, verdict: "SE", stored: true });
    const done = await stored(submission.id);
    expect(done).toMatchObject({ status: "done", verdict: "SE", attempts: 3, leaseOwner: null });
    expect(done.compileLog).toMatch(/^System error: judge error: The sandbox is unavailable/);
    expect(done.compileLog).toContain("/nonexistent/bwrap");
    expect(done.compileLog).toContain("(attempt 3 of 3)");
    expect(done.results).toEqual([]);
  });

  it("that no retry can mend (a problem without tests) is System Error at once", async () => {
    const empty = await database.prisma.problem.create({
      data: { slug: "empty", title: "E", sourceJudge: "test", sourceId: "2", sourceTitle: "E", timeLimitMs: 1000, memoryLimitMb: 256, tags: "[]", difficulty: "easy", statement: "", contentHash: "x" },
    });
    const submission = await database.prisma.submission.create({ data: { userId, problemId: empty.id, source: DOUBLE } });
    expect(await processOne(database.prisma, "fault-worker")).toMatchObject({ submissionId: submission.id, verdict: "SE" });
    expect(await stored(submission.id)).toMatchObject({ status: "done", verdict: "SE", attempts: 1, compileLog: "System error: the problem has no test cases" });
  });

  it("is not a database failure: that is no verdict even on the last attempt, the submission goes back to the queue", async () => {
    const submission = await submit();
    // A result write failing because the database restarted, as the judging reports it.
    const databaseGone: WorkerOptions["judge"] = async () => {
      throw new TransientJudgeError("write EPIPE", { cause: new PrismaClientKnownRequestError("write EPIPE", { code: "EPIPE", clientVersion: "6.19.3" }) });
    };
    expect(await processOne(database.prisma, "fault-worker", { judge: databaseGone, maxAttempts: 1 })).toMatchObject({ submissionId: submission.id, verdict: null, stored: true });
    // Back in the queue at once, the attempt counted (as a crashed worker's), no SE.
    expect(await stored(submission.id)).toMatchObject({ status: "queued", verdict: null, attempts: 1, leaseOwner: null, notBefore: null, compileLog: null });
    expect(await processOne(database.prisma, "fault-worker", { maxAttempts: 2 })).toMatchObject({ submissionId: submission.id, verdict: "AC" });
  });
});
