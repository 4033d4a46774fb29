// The check as a job and publishing, against a real database and the real sandbox: a queued
// check is claimed with a lease and run by the judge's check worker (progress lines, then the
// checked tests or a report with the smallest failing input); publishing refuses a draft that
// has no passed check of its current files, stores the checked tests and bumps the test data
// version when they change; a draft without its Chinese files is published only when the teacher
// confirms it; submissions judged on older data can be rejudged by the owner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { chineseFiles, englishOnlyDraft, GOOD_SLUG, goodDraft, wrongReferenceDraft } from "./studio-check-fixtures";

let testDb: TestDatabase;
let ownerId: number;
let otherId: number;
let studentId: number;
let problemId: number;
let lib: {
  queueCheck: typeof import("../../lib/studio/check-queue").queueCheck;
  getCheckView: typeof import("../../lib/studio/check-queue").getCheckView;
  countStaleSubmissions: typeof import("../../lib/studio/check-queue").countStaleSubmissions;
  rejudgeStaleSubmissions: typeof import("../../lib/studio/check-queue").rejudgeStaleSubmissions;
  publishProblem: typeof import("../../lib/studio/publish-problem").publishProblem;
  claimNextJob: typeof import("../../lib/queue").claimNextJob;
  runClaimedCheck: typeof import("../../judge/package-check/check-worker").runClaimedCheck;
};

const owner = () => ({ id: ownerId, role: "instructor" as const });
const saveDraft = (files: Record<string, string>) => testDb.prisma.problemDraft.update({ where: { problemId }, data: { files: JSON.stringify(files) } });

/** Queues a check as the owner and runs it the way the daemon's check loop does. */
async function checkNow(): Promise<number> {
  const queued = await lib.queueCheck(testDb.prisma, owner(), GOOD_SLUG);
  if (!queued.ok) throw new Error(queued.error);
  const claimed = await lib.claimNextJob(testDb.prisma, "check", { workerId: "test-worker" });
  expect(claimed).toEqual({ id: queued.checkId, attempt: 1 });
  await lib.runClaimedCheck(testDb.prisma, queued.checkId, "test-worker");
  return queued.checkId;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  lib = {
    ...(await import("../../lib/studio/check-queue")),
    ...(await import("../../lib/studio/publish-problem")),
    ...(await import("../../lib/queue")),
    ...(await import("../../judge/package-check/check-worker")),
  };
  const { prisma } = testDb;
  ownerId = (await prisma.user.create({ data: { email: "owner@example.com", name: "O", passwordHash: "x", role: "instructor" } })).id;
  otherId = (await prisma.user.create({ data: { email: "other@example.com", name: "T", passwordHash: "x", role: "instructor" } })).id;
  studentId = (await prisma.user.create({ data: { email: "student@example.com", name: "S", passwordHash: "x" } })).id;
  problemId = (
    await prisma.problem.create({
      data: {
        slug: GOOD_SLUG, title: "Draft", sourceJudge: "Nimbus", sourceId: GOOD_SLUG, sourceTitle: "Draft", timeLimitMs: 1000, memoryLimitMb: 256,
        tags: "[]", difficulty: "easy", statement: "", contentHash: "", published: false, ownerId,
        draft: { create: { files: JSON.stringify(goodDraft()) } },
      },
    })
  ).id;
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

describe("checking and publishing a studio draft", () => {
  it("refuses to publish before any check, and refuses other instructors", async () => {
    expect(await lib.publishProblem(problemId, ownerId)).toEqual({ ok: false, reason: "notChecked", error: `Check ${GOOD_SLUG} before publishing it.` });
    expect(await lib.publishProblem(problemId, otherId)).toEqual({ ok: false, reason: "notAllowed", error: `You may not publish ${GOOD_SLUG}.` });
    expect(await lib.queueCheck(testDb.prisma, { id: otherId, role: "instructor" }, GOOD_SLUG)).toMatchObject({ ok: false });
  });

  it("a wrong reference fails the check with the smallest counterexample; publishing is refused", async () => {
    await saveDraft(wrongReferenceDraft());
    const id = await checkNow();
    const view = await lib.getCheckView(testDb.prisma, owner(), id);
    expect(view).toMatchObject({ status: "failed", current: true, failure: { group: "small", testName: "every n up to 60", input: "5\n", reference: "Second\n", brute: "First\n" } });
    expect(view!.progress[0]).toMatch(/^loading the package/);
    expect(view!.progress.some((l) => /^building tests: \d+\/\d+$/.test(l))).toBe(true);
    expect(await lib.getCheckView(testDb.prisma, { id: otherId, role: "instructor" }, id)).toBeNull();
    expect(await lib.publishProblem(problemId, ownerId)).toEqual({ ok: false, reason: "failed", error: `The last check of ${GOOD_SLUG} failed: fix the draft and check it again.` });
  });

  it("a good draft passes, publishes with its checked tests, and a stale check is refused", async () => {
    await saveDraft(englishOnlyDraft());
    const id = await checkNow();
    const view = await lib.getCheckView(testDb.prisma, owner(), id);
    expect(view).toMatchObject({ status: "passed", current: true, failure: null });
    expect(view!.progress).toContain("judging solutions/wrong_answer/even-is-lost.ts: WA (expected WA), max " + view!.progress.find((l) => l.startsWith("judging solutions/wrong_answer"))!.split("max ")[1]);

    // A draft with no Chinese statement: publishing it needs the teacher's confirmation.
    expect(await lib.publishProblem(problemId, ownerId)).toEqual({
      ok: false,
      error: `${GOOD_SLUG} has no statement.zh.md and editorial.zh.md: confirm publishing without Chinese (students will see a notice) or add them.`,
      reason: "missingLanguages",
      missingLanguages: ["zh"],
    });
    expect(await testDb.prisma.problem.findUniqueOrThrow({ where: { id: problemId }, select: { published: true } })).toEqual({ published: false });
    const first = await lib.publishProblem(problemId, ownerId, { acceptMissingLanguages: true });
    expect(first).toEqual({ ok: true, testDataVersion: 1 });
    const published = await testDb.prisma.problem.findUniqueOrThrow({ where: { id: problemId }, include: { testCases: { orderBy: { ordinal: "asc" } } } });
    expect(published).toMatchObject({ published: true, title: "Take 1, 3 or 4", tags: JSON.stringify(["subtraction game"]), testDataVersion: 1 });
    expect(published.statement).toContain("a move takes 1, 3 or 4 stones");
    expect(published.testCases.map((t) => t.group)).toEqual(["samples", "small", "random", "edge", "maximal"]);
    expect(published.testCases[0]).toMatchObject({ isSample: true, input: "0\n1\n2\n7\n10\n", expectedOutput: "Second\nFirst\nSecond\nSecond\nFirst\n" });

    // Publishing the same checked tests again changes nothing.
    expect(await lib.publishProblem(problemId, ownerId, { acceptMissingLanguages: true })).toEqual({ ok: true, testDataVersion: 1 });

    // A student's verdict on version 1.
    await testDb.prisma.submission.create({ data: { userId: studentId, problemId, source: "x", status: "done", verdict: "AC", testDataVersion: 1 } });

    // New tests in the draft: the old check no longer covers it.
    const changed = englishOnlyDraft();
    changed["generator.ts"] = changed["generator.ts"]!.replace('{ group: "edge", name: "0 and the largest n", input: file([0, 1_000_000_000, 999_999_999]) },', '{ group: "edge", name: "0 and the largest n", input: file([0, 1_000_000_000, 999_999_999]) },\n    { group: "edge", name: "one and two", input: file([1, 2]) },');
    expect(changed["generator.ts"]).toContain("one and two");
    // This version is in both languages: it publishes with no confirmation.
    Object.assign(changed, chineseFiles());
    await saveDraft(changed);
    expect(await lib.publishProblem(problemId, ownerId)).toEqual({ ok: false, reason: "changed", error: `The draft of ${GOOD_SLUG} changed since its last check: check it again before publishing.` });
    expect((await lib.getCheckView(testDb.prisma, owner(), id))!.current).toBe(false);

    await checkNow();
    // Published twice at once (a double click): the second sees the first's tests, so the version
    // goes up once and the tests are stored once (PostgreSQL does not serialise writers as SQLite does).
    expect(await Promise.all([lib.publishProblem(problemId, ownerId), lib.publishProblem(problemId, ownerId)])).toEqual([
      { ok: true, testDataVersion: 2 },
      { ok: true, testDataVersion: 2 },
    ]);
    const tests = await testDb.prisma.testCase.findMany({ where: { problemId }, orderBy: { ordinal: "asc" } });
    expect(tests.find((t) => t.input === "1\n2\n")).toMatchObject({ group: "edge", expectedOutput: "First\nSecond\n" });

    // The verdict on version 1 is stale; its owner (not another instructor) may rejudge it.
    expect(await lib.countStaleSubmissions(testDb.prisma, problemId)).toBe(1);
    expect(await lib.rejudgeStaleSubmissions(testDb.prisma, { id: otherId, role: "instructor" }, GOOD_SLUG)).toMatchObject({ ok: false });
    expect(await lib.rejudgeStaleSubmissions(testDb.prisma, owner(), GOOD_SLUG)).toEqual({ ok: true, requeued: 1 });
    expect(await testDb.prisma.submission.findFirst({ where: { problemId } })).toMatchObject({ status: "queued", priority: 2, verdict: null });
    expect(await lib.countStaleSubmissions(testDb.prisma, problemId)).toBe(0);
  });

});
