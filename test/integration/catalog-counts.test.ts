// The acceptance counts behind the problem list, the learning path and every problem page (issue
// 30, item 10): anyone may load these pages, and counting reads the whole Submission table. The
// count runs at most once per COUNTS_TTL_MS per process, shared by every render in that interval
// (concurrent ones included), and the query is served by an index alone. The queries are counted
// through a Prisma query extension on the app's client; time is moved with a fake Date.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPrismaClient, type PrismaClient } from "../../lib/db";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let testDb: TestDatabase;
let lib: typeof import("../../lib/catalog/list-problems") & typeof import("../../lib/catalog/submission-counts");
/** groupBy queries over everyone's submissions (no userId filter) since the test began. */
let everyoneCounts = 0;
let problemId = 0;
let userId = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  const counting = createPrismaClient(testDb.url).$extends({
    query: {
      submission: {
        groupBy({ args, query }) {
          if (!(args.where && "userId" in args.where)) everyoneCounts++;
          return query(args);
        },
      },
    },
  });
  (globalThis as unknown as { nimbusPrisma?: PrismaClient }).nimbusPrisma = counting as unknown as PrismaClient;
  lib = { ...(await import("../../lib/catalog/list-problems")), ...(await import("../../lib/catalog/submission-counts")) };
  const problem = await testDb.prisma.problem.create({
    data: {
      slug: "counted", title: "t", sourceJudge: "test", sourceId: "1", sourceTitle: "t", timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x", published: true,
    },
  });
  problemId = problem.id;
  userId = (await testDb.prisma.user.create({ data: { email: "s@example.com", name: "s", passwordHash: "x" } })).id;
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

const submit = (verdict: string, kind = "submission") =>
  testDb.prisma.submission.create({ data: { userId, problemId, source: "x".repeat(1000), status: "done", verdict, kind } });

describe("the problem list's acceptance counts", () => {
  it("are counted once per interval, however many pages render in it, concurrent ones included", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    lib.clearSubmissionCounts();
    await submit("AC");
    await submit("WA");
    await submit("AC", "run");
    everyoneCounts = 0;

    const [first] = await Promise.all([lib.listProblems(), lib.listProblems(userId), lib.listProblems()]);
    expect(first.find((p) => p.slug === "counted")).toMatchObject({ submissions: 2, accepted: 1, acceptanceRate: 0.5 });
    await lib.listProblems(userId);
    expect(everyoneCounts).toBe(1);

    // A new verdict shows once the interval is over, with one more count.
    await submit("AC");
    vi.setSystemTime(Date.now() + lib.COUNTS_TTL_MS + 1);
    const later = await lib.listProblems(userId);
    expect(later.find((p) => p.slug === "counted")).toMatchObject({ submissions: 3, accepted: 2, myStatus: "solved" });
    expect(everyoneCounts).toBe(2);
  });

  it("are read from an index alone (a covering index, an index-only scan: never the table's rows)", async () => {
    if (testDb.kind === "postgresql") {
      // A table this small is scanned whole whatever the indexes; with scans off, the plan says
      // whether an index alone can answer (an index-only scan).
      const plan = await testDb.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
          `EXPLAIN SELECT "problemId", "verdict", COUNT(*) FROM "Submission" WHERE "kind" = $1 GROUP BY "problemId", "verdict"`,
          "submission",
        );
      });
      expect(plan.map((row) => row["QUERY PLAN"]).join("; ")).toContain('Index Only Scan using "Submission_kind_problemId_verdict_idx"');
      return;
    }
    // The statement Prisma sends for lib/catalog/submission-counts.ts's groupBy.
    const plan = await testDb.prisma.$queryRawUnsafe<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN SELECT "problemId", "verdict", COUNT(*) FROM "Submission" WHERE "kind" = ? GROUP BY "problemId", "verdict"`,
      "submission",
    );
    expect(plan.map((row) => row.detail).join("; ")).toMatch(/USING COVERING INDEX Submission_kind_problemId_verdict_idx \(kind=\?\)/);
  });
});
