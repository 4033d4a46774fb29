// The worker's cache of a problem's tests (judge/judging/problem-tests-cache.ts): a problem's
// next submission loads no test row, and tests replaced in any way the app replaces them (a new
// version, or a first publish that keeps the version) are the ones the next submission runs.
// The judging is a stand-in that records the tests it was given: this is about the database.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JudgeRequest, JudgeResult } from "../../judge/judging/judge-submission";
import { processOne } from "../../judge/judging/worker";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let userId: number;
let problemId: number;
/** The tests each judging was handed, in order. */
let judged: Array<Array<{ ordinal: number; input: string; expectedOutput?: string }>>;

const judge = async (request: JudgeRequest): Promise<JudgeResult> => {
  judged.push(request.tests.map(({ ordinal, input, expectedOutput }) => ({ ordinal, input, expectedOutput })));
  const results = request.tests.map((test) => ({ ordinal: test.ordinal, verdict: "AC" as const, timeMs: 1, wallMs: 2, memoryKb: 3 }));
  for (const outcome of results) await request.onTestResult?.(outcome);
  return { verdict: "AC", timeMs: 1, memoryKb: 3, results };
};

const tests = (answer: string) => [
  { ordinal: 1, group: "samples", isSample: true, input: "1\n", expectedOutput: `${answer} 1\n` },
  { ordinal: 2, group: "random", input: "2\n", expectedOutput: `${answer} 2\n` },
];

beforeEach(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  judged = [];
  userId = (await prisma.user.create({ data: { email: "c@example.com", name: "C", passwordHash: "x" } })).id;
  problemId = (
    await prisma.problem.create({
      data: {
        slug: "c", title: "C", sourceJudge: "test", sourceId: "1", sourceTitle: "C", timeLimitMs: 1000, memoryLimitMb: 64,
        tags: "[]", difficulty: "easy", statement: "", contentHash: "x", testCases: { create: tests("old") },
      },
    })
  ).id;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.cleanup();
});

/** Queues one submission and lets the worker judge it; returns its stored row with results. */
async function judgeOne() {
  const { prisma } = database;
  const { id } = await prisma.submission.create({ data: { userId, problemId, source: "x" } });
  const processed = await processOne(prisma, "cache-worker", { judge });
  expect(processed).toMatchObject({ submissionId: id, verdict: "AC", stored: true });
  return prisma.submission.findUniqueOrThrow({ where: { id }, include: { results: { orderBy: { ordinal: "asc" } } } });
}

/** Replaces the problem's tests as publishing and seeding do (delete, insert), with or without a new version. */
async function replaceTests(answer: string, bumpVersion: boolean) {
  await database.prisma.$transaction([
    database.prisma.testCase.deleteMany({ where: { problemId } }),
    database.prisma.testCase.createMany({ data: tests(answer).map((test) => ({ ...test, problemId })) }),
    database.prisma.problem.update({ where: { id: problemId }, data: { testDataVersion: { increment: bumpVersion ? 1 : 0 } } }),
  ]);
}

describe("the worker's cache of a problem's tests", () => {
  it("judges a problem's second submission on the same tests without loading a test row", async () => {
    await judgeOne();
    const findMany = vi.spyOn(database.prisma.testCase, "findMany");
    const second = await judgeOne();
    expect(findMany).not.toHaveBeenCalled();
    expect(judged[1]).toEqual(judged[0]);
    expect(judged[1]!.map((test) => test.expectedOutput)).toEqual(["old 1\n", "old 2\n"]);
    // The cached ids still name the stored rows the results belong to.
    const ids = (await database.prisma.testCase.findMany({ where: { problemId }, orderBy: { ordinal: "asc" } })).map((test) => test.id);
    expect(second.results.map((result) => result.testCaseId)).toEqual(ids);
    expect(second.testsTotal).toBe(2);
  });

  it.each([
    ["under a new test data version", true],
    ["under the same version (a first publish keeps it)", false],
  ])("judges the next submission on tests replaced %s", async (_, bumpVersion) => {
    const first = await judgeOne();
    await replaceTests("new", bumpVersion);
    const second = await judgeOne();
    expect(judged[1]!.map((test) => test.expectedOutput)).toEqual(["new 1\n", "new 2\n"]);
    const ids = (await database.prisma.testCase.findMany({ where: { problemId }, orderBy: { ordinal: "asc" } })).map((test) => test.id);
    expect(second.results.map((result) => result.testCaseId)).toEqual(ids);
    expect(second.testDataVersion).toBe(first.testDataVersion! + (bumpVersion ? 1 : 0));
  });

  it("runs a Run on the problem's samples from the same cache", async () => {
    await judgeOne();
    const { id } = await database.prisma.submission.create({ data: { userId, problemId, source: "x", kind: "run" } });
    expect(await processOne(database.prisma, "cache-worker", { judge })).toMatchObject({ submissionId: id, verdict: "AC" });
    expect(judged[1]).toEqual([{ ordinal: 1, input: "1\n", expectedOutput: "old 1\n" }]);
  });
});
