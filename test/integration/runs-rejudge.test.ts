// Runs (the Run button), rejudging and the queue's claim order against a real database and the
// real sandbox: runs and new submissions are claimed alike (by worker time used, then age), then
// rejudges; a user has one pending run at most (a new Run replaces a waiting one, is refused
// while one is judged, also under parallel requests); runs are rate-limited per user and never
// listed nor counted; rejudging resets a submission; only admins may rejudge, through the
// server action and the API route alike.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import { MAX_ROW_ID } from "../../lib/row-id";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { NIM_CORRECT_SOURCE, nimProblemData } from "../helpers/nim-problem";

/** The submission list with no filter: the first page of the reader's own. */
const NO_FILTERS = { page: 1 } as const;

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("../../lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/auth/session")>()),
  getSessionUser: async () => session.user,
}));

let testDb: TestDatabase;
let studentId: number;
let adminId: number;
let problemId: number;
let lib: {
  createRun: typeof import("../../lib/submissions/create-run").createRun;
  getRun: typeof import("../../lib/submissions/get-run").getRun;
  createSubmission: typeof import("../../lib/submissions/create-submission").createSubmission;
  listSubmissions: typeof import("../../lib/submissions/list-submissions").listSubmissions;
  listProblems: typeof import("../../lib/catalog/list-problems").listProblems;
  rejudge: typeof import("../../lib/submissions/rejudge-submissions").rejudge;
  claimNextJob: typeof import("../../lib/queue").claimNextJob;
  finishSubmission: typeof import("../../lib/queue").finishSubmission;
  processOne: typeof import("../../judge/judging/worker").processOne;
  POST: typeof import("../../app/api/rejudge/route").POST;
  rejudgeSubmissions: typeof import("../../app/submissions/[id]/actions").rejudgeSubmissions;
};

const SLUG = "runs-nim";
const CORRECT = NIM_CORRECT_SOURCE;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  lib = {
    ...(await import("../../lib/submissions/create-run")),
    ...(await import("../../lib/submissions/get-run")),
    ...(await import("../../lib/submissions/create-submission")),
    ...(await import("../../lib/submissions/list-submissions")),
    ...(await import("../../lib/catalog/list-problems")),
    ...(await import("../../lib/submissions/rejudge-submissions")),
    ...(await import("../../lib/queue")),
    ...(await import("../../judge/judging/worker")),
    ...(await import("../../app/api/rejudge/route")),
    ...(await import("../../app/submissions/[id]/actions")),
  };
  const { prisma } = testDb;
  adminId = (await prisma.user.create({ data: { email: "admin@example.com", name: "A", passwordHash: "x", role: "admin" } })).id;
  studentId = (await prisma.user.create({ data: { email: "student@example.com", name: "S", passwordHash: "x" } })).id;
  problemId = (
    await prisma.problem.create({
      data: nimProblemData(SLUG, 1000),
    })
  ).id;
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

beforeEach(async () => {
  await testDb.prisma.submission.deleteMany();
  session.user = null;
});

const run = (input: string | null = null, now?: Date) =>
  lib.createRun({ userId: studentId, problemSlug: SLUG, language: "typescript", source: CORRECT, input }, now);

async function judgeNext() {
  const processed = await lib.processOne(testDb.prisma, "runs-worker");
  expect(processed).toBeDefined();
  return processed!;
}

describe("runs", () => {
  it("runs on every sample (even after a failure), keeping expected and actual output", async () => {
    const created = await lib.createRun({ userId: studentId, problemSlug: SLUG, language: "typescript", source: `console.log("Yes")`, input: null });
    if (!created.ok) throw new Error(created.error);
    await judgeNext();
    const view = await lib.getRun(created.id, studentId);
    expect(view).toMatchObject({ mode: "samples", status: "done", verdict: "WA", testsTotal: 2 });
    expect(view!.tests.map((test) => [test.verdict, test.input, test.expected, test.output])).toEqual([
      ["WA", "2 1 1\n", "No\n", "Yes\n"],
      ["AC", "1 5\n", "Yes\n", "Yes\n"],
    ]);
    // Whole milliseconds (a trivial test may round to 0); judge.test.ts checks what CPU time measures.
    for (const test of view!.tests) expect(Number.isInteger(test.timeMs)).toBe(true);
    // Nobody else sees a run; a run is no submission.
    expect(await lib.getRun(created.id, adminId)).toBeNull();
  });

  it("runs on custom input, showing stdout, stderr, time and memory", async () => {
    const created = await lib.createRun({
      userId: studentId, problemSlug: SLUG, language: "typescript", input: "1 7\n2 3 3\n",
      source: `${CORRECT}\nconsole.error("debug: done");`,
    });
    if (!created.ok) throw new Error(created.error);
    await judgeNext();
    const view = await lib.getRun(created.id, studentId);
    expect(view).toMatchObject({ mode: "custom", status: "done", verdict: "AC" });
    expect(view!.tests).toHaveLength(1);
    expect(view!.tests[0]).toMatchObject({ output: "Yes\nNo\n", stderr: "debug: done\n", expected: null, input: "1 7\n2 3 3\n" });
    expect(view!.tests[0]!.memoryKb).toBeGreaterThan(0);
  });

  it("shows a runtime error on custom input with its stderr", async () => {
    const created = await lib.createRun({ userId: studentId, problemSlug: SLUG, language: "typescript", input: "x", source: `throw new Error("boom")` });
    if (!created.ok) throw new Error(created.error);
    await judgeNext();
    const view = await lib.getRun(created.id, studentId);
    expect(view?.verdict).toBe("RE");
    expect(view?.tests[0]?.stderr).toContain("Error: boom");
  });

  it("never appears in my submissions nor in acceptance rates", async () => {
    const created = await run();
    expect(created.ok).toBe(true);
    await judgeNext();
    expect((await lib.listSubmissions(testDb.prisma, { id: studentId, role: "student" }, NO_FILTERS)).rows).toEqual([]);
    const item = (await lib.listProblems(studentId)).find((problem) => problem.slug === SLUG);
    expect(item).toMatchObject({ submissions: 0, accepted: 0, acceptanceRate: null, myStatus: null });
  });

  it(`is limited to 10 a minute per user, with a clear message`, async () => {
    // Windows are whole minutes (LIMITS.rateLimits.runsPerUser): start at one, two minutes ago.
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 120_000);
    for (let index = 0; index < 10; index++) expect((await run(null, new Date(start.getTime() + index * 1000))).ok).toBe(true);
    const refused = await run(null, new Date(start.getTime() + 20_000));
    expect(refused).toEqual({
      ok: false,
      error: "Too many runs (at most 10 a minute); try again in 40 s.",
      retryAfterMs: 40_000,
      limit: "runsPerUser",
    });
    // Another user is not limited by this one's runs, nor are this user's submissions.
    const other = await lib.createRun({ userId: adminId, problemSlug: SLUG, language: "typescript", source: CORRECT, input: null });
    expect(other.ok).toBe(true);
    expect((await lib.createSubmission({ userId: studentId, problemSlug: SLUG, language: "typescript", source: CORRECT })).ok).toBe(true);
    // The next minute has room again.
    expect((await run(null, new Date(start.getTime() + 60_000))).ok).toBe(true);
  });

  it("refuses oversized custom input and empty code before queueing", async () => {
    expect(await run("1".repeat(65 * 1024))).toMatchObject({ ok: false, error: "The input is over 64 KiB." });
    expect(await lib.createRun({ userId: studentId, problemSlug: SLUG, language: "typescript", source: " ", input: null })).toMatchObject({ ok: false });
    expect(await testDb.prisma.submission.count()).toBe(0);
  });
});

describe("one pending run per user", () => {
  let user = 0;
  /** A user of this test's own (runs are rate-limited per user). */
  async function freshUser(): Promise<number> {
    user += 1;
    return (await testDb.prisma.user.create({ data: { email: `pending-${user}@example.com`, name: "P", passwordHash: "x" } })).id;
  }
  const runAs = (userId: number, source: string = CORRECT) => lib.createRun({ userId, problemSlug: SLUG, language: "typescript", source, input: null });
  const pendingRuns = (userId: number) => testDb.prisma.submission.findMany({ where: { userId, kind: "run", status: { not: "done" } } });

  it("replaces the run still waiting in the queue with the new one (the code now in the editor)", async () => {
    const userId = await freshUser();
    const first = await runAs(userId, `console.log("first")`);
    const second = await runAs(userId, `console.log("second")`);
    if (!first.ok || !second.ok) throw new Error("refused");
    // The same row takes the new code: a page still following the first run shows the second.
    expect(second.id).toBe(first.id);
    const pending = await pendingRuns(userId);
    expect(pending.map((row) => [row.id, row.source, row.activeRunOf, row.status])).toEqual([[first.id, `console.log("second")`, userId, "queued"]]);
    expect(await testDb.prisma.submission.count({ where: { userId } })).toBe(1);
  });

  it("refuses a new run while the pending one is being judged, with a message, and takes one again after its verdict", async () => {
    const userId = await freshUser();
    const first = await runAs(userId);
    if (!first.ok) throw new Error(first.error);
    const claim = await lib.claimNextJob(testDb.prisma, "submission", { workerId: "pending" });
    expect(claim?.id).toBe(first.id);
    expect(await runAs(userId)).toEqual({ ok: false, error: "Your previous run is still running; wait for its result, then run again." });
    expect((await pendingRuns(userId)).map((row) => row.id)).toEqual([first.id]);
    expect(await lib.finishSubmission(testDb.prisma, first.id, "pending", { verdict: "AC", timeMs: 1, memoryKb: 1 })).toBe(true);
    expect(await testDb.prisma.submission.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "done", activeRunOf: null });
    const next = await runAs(userId);
    expect(next.ok).toBe(true);
    expect(await pendingRuns(userId)).toHaveLength(1);
  });

  it("keeps one pending run under parallel requests, and refuses them all while one is judged", async () => {
    const userId = await freshUser();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => runAs(userId, `console.log(${i})`)));
    const pending = await pendingRuns(userId);
    expect(pending).toHaveLength(1);
    // Every request was taken, each replacing the code of the one pending run.
    expect(results.map((result) => result.ok && result.id)).toEqual(results.map(() => pending[0]!.id));
    await lib.claimNextJob(testDb.prisma, "submission", { workerId: "parallel" });
    const refused = await Promise.all(Array.from({ length: 3 }, () => runAs(userId)));
    expect(refused.every((result) => !result.ok)).toBe(true);
    expect(await pendingRuns(userId)).toHaveLength(1);
  });
});

describe("the claim order", () => {
  it("claims runs and new submissions alike, oldest first while nobody has used worker time, then rejudges", async () => {
    const { prisma } = testDb;
    const old = Date.now() - 60_000;
    const rejudged = await prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT, createdAt: new Date(old - 10_000) } });
    await lib.rejudge({ submissionId: rejudged.id });
    const newer = await prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT, createdAt: new Date(old + 2000) } });
    const older = await prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT, createdAt: new Date(old + 1000) } });
    const created = await run(null, new Date());
    if (!created.ok) throw new Error(created.error);

    const order: number[] = [];
    for (;;) {
      const claim = await lib.claimNextJob(prisma, "submission", { workerId: "order" });
      if (!claim) break;
      order.push(claim.id);
    }
    expect(order).toEqual([older.id, newer.id, created.id, rejudged.id]);
  });
});

describe("rejudging", () => {
  it("resets a judged submission to queued at low priority, clears its results, and judges it again", async () => {
    const created = await lib.createSubmission({ userId: studentId, problemSlug: SLUG, language: "typescript", source: CORRECT });
    if (!created.ok) throw new Error(created.error);
    await judgeNext();
    const { prisma } = testDb;
    expect(await prisma.submission.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ verdict: "AC", attempts: 1 });

    expect(await lib.rejudge({ submissionId: created.id })).toEqual({ ok: true, requeued: 1 });
    expect(await prisma.submission.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      status: "queued", verdict: null, timeMs: null, memoryKb: null, compileLog: null, testsTotal: 0, attempts: 0, priority: 2, kind: "submission",
    });
    expect(await prisma.testResult.count({ where: { submissionId: created.id } })).toBe(0);

    await judgeNext();
    const again = await prisma.submission.findUniqueOrThrow({ where: { id: created.id }, include: { results: true } });
    expect(again).toMatchObject({ status: "done", verdict: "AC", attempts: 1 });
    expect(again.results).toHaveLength(3);
  });

  it("rejudges every submission of a problem, but never runs", async () => {
    const { prisma } = testDb;
    for (let index = 0; index < 3; index++) {
      await prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT, status: "done", verdict: "WA" } });
    }
    expect((await run()).ok).toBe(true);
    expect(await lib.rejudge({ problemSlug: SLUG })).toEqual({ ok: true, requeued: 3 });
    expect(await prisma.submission.count({ where: { status: "queued", priority: 2 } })).toBe(3);
    expect(await prisma.submission.count({ where: { kind: "run", priority: 0 } })).toBe(1);
    expect(await lib.rejudge({ problemSlug: "no-such-problem" })).toEqual({ ok: false, error: "There is no such problem." });
    expect(await lib.rejudge({ submissionId: 999_999 })).toEqual({ ok: false, error: "There is no such submission." });
  });

  it("fences off a worker still judging the submission", async () => {
    const { prisma } = testDb;
    const submission = await prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT } });
    await lib.claimNextJob(prisma, "submission", { workerId: "busy" });
    await lib.rejudge({ submissionId: submission.id });
    const { finishSubmission } = await import("../../lib/queue");
    expect(await finishSubmission(prisma, submission.id, "busy", { verdict: "WA", timeMs: 1, memoryKb: 1 })).toBe(false);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: submission.id } })).status).toBe("queued");
  });

  it("is for admins only, through the API route and the server action", async () => {
    const submission = await testDb.prisma.submission.create({ data: { userId: studentId, problemId, source: CORRECT, status: "done", verdict: "WA" } });
    const post = (body: unknown) =>
      lib.POST(new Request("http://localhost/api/rejudge", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }));

    expect((await post({ submissionId: submission.id })).status).toBe(401);
    session.user = { id: studentId, email: "student@example.com", role: "student" };
    expect((await post({ submissionId: submission.id })).status).toBe(403);
    expect(await lib.rejudgeSubmissions({ submissionId: submission.id })).toEqual({ ok: false, error: "You are not allowed to do this." });
    session.user = { id: 0, email: "teacher@example.com", role: "instructor" };
    expect((await post({ problemSlug: SLUG })).status).toBe(403);
    expect((await testDb.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } })).status).toBe("done");

    session.user = { id: adminId, email: "admin@example.com", role: "admin" };
    expect((await post({ nonsense: 1 })).status).toBe(400);
    // Ids are int4 on PostgreSQL: the largest is an unknown submission, one more is refused as input (not a 500).
    expect((await post({ submissionId: MAX_ROW_ID })).status).toBe(404);
    expect((await post({ submissionId: MAX_ROW_ID + 1 })).status).toBe(400);
    const response = await post({ submissionId: submission.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, requeued: 1 });
    expect(await lib.rejudgeSubmissions({ problemSlug: SLUG })).toEqual({ ok: true, requeued: 1 });
    expect((await testDb.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } })).status).toBe("queued");
  });

  it("answers a body that is not JSON, or not sent as JSON, with a 4xx and a message, never a 500", async () => {
    session.user = { id: adminId, email: "admin@example.com", role: "admin" };
    const send = async (body: string, contentType?: string) => {
      const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
      const response = await lib.POST(new Request("http://localhost/api/rejudge", { method: "POST", body, headers }));
      return { status: response.status, body: await response.json() };
    };
    const json = JSON.stringify({ problemSlug: SLUG });
    // What a cross-site form or a no-cors fetch can send: refused before it is read.
    expect(await send(json, "text/plain;charset=UTF-8")).toEqual({ status: 415, body: { ok: false, error: "Send the body as JSON (Content-Type: application/json)." } });
    expect(await send(json)).toMatchObject({ status: 415 });
    expect(await send(json, "application/x-www-form-urlencoded")).toMatchObject({ status: 415 });
    expect(await send("{not json", "application/json")).toEqual({ status: 400, body: { ok: false, error: "The body must be JSON." } });
    expect(await send("", "application/json; charset=utf-8")).toMatchObject({ status: 400 });
    expect(await send("null", "application/json")).toMatchObject({ status: 400 });
    expect(await send(json, "Application/JSON; charset=utf-8")).toMatchObject({ status: 200 });
  });
});
