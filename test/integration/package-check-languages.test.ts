// The package check and the two languages, with the real reader, sandbox and database: a
// bundled-style package (loaded as problems/ are) without Chinese, or whose Chinese limits differ, fails
// before any program runs; a studio draft without Chinese passes with the missing language on its
// stored result; a draft in both languages is published with its Chinese texts, which the
// catalogue then gives a Chinese reader.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPackage } from "../../judge/package-check/check-package";
import { loadPackage } from "../../lib/problem-package/load-package";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";
import { checkedPackageSchema } from "../../lib/studio/check-result";
import { withTempPackage } from "../helpers/package-files";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/** Writes `files` as a package folder (a bundled package's code, outside problems/), checks it, removes it. */
async function checkBundled(slug: string, files: Record<string, string>) {
  return withTempPackage(slug, files, async (dir) => checkPackage(await loadPackage(dir)));
}

describe("the package check of a bundled package", () => {
  it("refuses one without Chinese before running any program", async () => {
    const slug = `lang-test-en-only-${process.pid}`;
    const report = await checkBundled(slug, scaffoldFiles(slug, "English only"));
    expect(report.ok).toBe(false);
    expect(report.error).toBe("statement.zh.md and editorial.zh.md are missing: every bundled problem is written in English and Chinese");
    expect(report.missingLanguages).toEqual(["zh"]);
    expect(report.tests).toEqual([]);
    expect(report.solutions).toEqual([]);
  });

  it("refuses one whose Chinese statement changes a limit, naming both numbers", async () => {
    const slug = `lang-test-limits-${process.pid}`;
    const files = scaffoldFiles(slug, "Limits", { titleZh: "限制" });
    files["statement.zh.md"] = files["statement.zh.md"]!.replace("10^9", "10^6");
    const report = await checkBundled(slug, files);
    expect(report.ok).toBe(false);
    expect(report.error).toBe(
      "statement.zh.md: the limit 10^9 (in $0 \\le n \\le 10^9$) of statement.md is missing; it has 10^6 (in $0 \\le n \\le 10^6$) instead: the numbers in the math ($...$) must be the same in both languages",
    );
    expect(report.missingLanguages).toEqual([]);
  });
});

describe("the package check of a studio draft, and publishing it", () => {
  const SLUG = "studio-lang-take-134";
  let testDb: TestDatabase;
  let ownerId: number;
  let problemId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    process.env.DATABASE_URL = testDb.url;
    ownerId = (await testDb.prisma.user.create({ data: { email: "owner@example.com", name: "O", passwordHash: "x", role: "instructor" } })).id;
    problemId = (
      await testDb.prisma.problem.create({
        data: {
          slug: SLUG, title: "Draft", sourceJudge: "Nimbus", sourceId: SLUG, sourceTitle: "Draft", timeLimitMs: 1000, memoryLimitMb: 256,
          tags: "[]", difficulty: "easy", statement: "", contentHash: "", published: false, ownerId,
          draft: { create: { files: JSON.stringify(scaffoldFiles(SLUG, "Take 1, 3 or 4")) } },
        },
      })
    ).id;
  });

  afterAll(async () => {
    const { db } = await import("../../lib/db");
    await db().$disconnect();
    await testDb.cleanup();
  });

  /** Queues a check as the owner and runs it as the daemon's check loop does; the stored row. */
  async function checkNow() {
    const { queueCheck } = await import("../../lib/studio/check-queue");
    const { claimNextJob } = await import("../../lib/queue");
    const { runClaimedCheck } = await import("../../judge/package-check/check-worker");
    const queued = await queueCheck(testDb.prisma, { id: ownerId, role: "instructor" }, SLUG);
    if (!queued.ok) throw new Error(queued.error);
    expect(await claimNextJob(testDb.prisma, "check", { workerId: "lang-worker" })).toEqual({ id: queued.checkId, attempt: 1 });
    await runClaimedCheck(testDb.prisma, queued.checkId, "lang-worker");
    return testDb.prisma.packageCheck.findUniqueOrThrow({ where: { id: queued.checkId } });
  }

  it("passes a draft without Chinese, carrying the missing language as a warning", async () => {
    const row = await checkNow();
    expect(row.status).toBe("passed");
    expect(checkedPackageSchema.parse(JSON.parse(row.checkedPackage!)).missingLanguages).toEqual(["zh"]);
    expect(row.progress).toMatch(/warning: no Chinese statement/);
  });

  it("publishes a draft in both languages with its Chinese texts, which a Chinese reader is given", async () => {
    const files = scaffoldFiles(SLUG, "Take 1, 3 or 4", { titleZh: "取一、三或四" });
    await testDb.prisma.problemDraft.update({ where: { problemId }, data: { files: JSON.stringify(files) } });
    const row = await checkNow();
    expect(row.status).toBe("passed");
    expect(checkedPackageSchema.parse(JSON.parse(row.checkedPackage!)).missingLanguages).toEqual([]);

    const { publishProblem } = await import("../../lib/studio/publish-problem");
    expect(await publishProblem(problemId, ownerId)).toMatchObject({ ok: true });
    const stored = await testDb.prisma.problem.findUniqueOrThrow({ where: { id: problemId } });
    expect(stored).toMatchObject({ titleZh: "取一、三或四", statementZh: files["statement.zh.md"], editorialZh: files["editorial.zh.md"] });

    const { getProblem } = await import("../../lib/catalog/get-problem");
    const { listProblems } = await import("../../lib/catalog/list-problems");
    expect(await getProblem(SLUG, "zh")).toMatchObject({ title: "取一、三或四", statement: files["statement.zh.md"], editorial: files["editorial.zh.md"], lang: "zh" });
    expect(await getProblem(SLUG, "en")).toMatchObject({ title: "Take 1, 3 or 4", statement: files["statement.md"], lang: "en" });
    expect((await listProblems(undefined, "zh")).find((p) => p.slug === SLUG)).toMatchObject({ title: "取一、三或四", titleLang: "zh" });
  });
});
