// Studio drafts against a real SQLite database: a new problem starts from the scaffold,
// unpublished and owned by its instructor; slugs are unique; only the owner or an admin reads,
// saves or unpublishes a draft; bundled packages are read-only; a bad draft loses nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaffoldFiles } from "../../lib/problem-package/scaffold";
import { createStudioProblem } from "../../lib/studio/create-studio-problem";
import { parseStoredFiles } from "../../lib/studio/draft-files";
import { getStudioProblem, listStudioProblems, saveDraft, unpublishProblem } from "../../lib/studio/studio-problems";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let testDb: TestDatabase;
const staff = { ada: { id: 0, role: "instructor" as const }, bob: { id: 0, role: "instructor" as const }, root: { id: 0, role: "admin" as const } };

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { prisma } = testDb;
  for (const [name, who] of Object.entries(staff)) {
    who.id = (await prisma.user.create({ data: { email: `${name}@example.com`, name, passwordHash: "x", role: who.role } })).id;
  }
  await prisma.problem.create({
    data: {
      slug: "bundled-nim", title: "Bundled", sourceJudge: "POJ", sourceId: "1", sourceTitle: "B", timeLimitMs: 1000,
      memoryLimitMb: 256, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
    },
  });
});

afterAll(async () => {
  await testDb.cleanup();
});

describe("new problem", () => {
  it("creates an unpublished problem owned by the instructor, its draft the scaffold", async () => {
    const result = await createStudioProblem(testDb.prisma, staff.ada.id, { slug: "ada-game", title: "Ada's game" });
    expect(result.ok).toBe(true);
    const row = await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "ada-game" }, include: { draft: true } });
    expect(row.published).toBe(false);
    expect(row.ownerId).toBe(staff.ada.id);
    expect(row.title).toBe("Ada's game");
    expect(parseStoredFiles(row.draft!.files)).toEqual(scaffoldFiles("ada-game", "Ada's game"));
  });

  it("refuses a slug that is taken, by a studio problem or a bundled one, with a clear message", async () => {
    const again = await createStudioProblem(testDb.prisma, staff.bob.id, { slug: "ada-game", title: "Mine" });
    expect(again).toEqual({ ok: false, error: 'A problem with the slug "ada-game" already exists: choose another slug.' });
    const bundled = await createStudioProblem(testDb.prisma, staff.bob.id, { slug: "bundled-nim", title: "Mine" });
    expect(bundled.ok).toBe(false);
    expect(await testDb.prisma.problem.count({ where: { slug: "ada-game" } })).toBe(1);
  });

  it("refuses a malformed slug or an empty title", async () => {
    const bad = await createStudioProblem(testDb.prisma, staff.bob.id, { slug: "Bad Slug!", title: "x" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/lowercase/);
    const untitled = await createStudioProblem(testDb.prisma, staff.bob.id, { slug: "fine-slug", title: "  " });
    expect(untitled).toEqual({ ok: false, error: "Give the problem a title." });
  });

  it("two creations of one slug at once: exactly one wins", async () => {
    const results = await Promise.all([
      createStudioProblem(testDb.prisma, staff.ada.id, { slug: "race", title: "A" }),
      createStudioProblem(testDb.prisma, staff.bob.id, { slug: "race", title: "B" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe("ownership", () => {
  it("lists an instructor's own problems; an admin sees all, bundled ones read-only", async () => {
    await createStudioProblem(testDb.prisma, staff.bob.id, { slug: "bob-game", title: "Bob's game" });
    const ada = (await listStudioProblems(testDb.prisma, staff.ada)).map((p) => p.slug);
    expect(ada).toContain("ada-game");
    expect(ada).not.toContain("bob-game");
    expect(ada).not.toContain("bundled-nim");
    const all = await listStudioProblems(testDb.prisma, staff.root);
    expect(all.map((p) => p.slug)).toEqual(expect.arrayContaining(["ada-game", "bob-game", "bundled-nim"]));
    const bundled = all.find((p) => p.slug === "bundled-nim")!;
    expect(bundled).toMatchObject({ bundled: true, editable: false, published: true });
    expect(all.find((p) => p.slug === "bob-game")).toMatchObject({ bundled: false, editable: true, published: false, lastCheck: null });
  });

  it("an instructor cannot read, save or unpublish another instructor's problem", async () => {
    expect(await getStudioProblem(testDb.prisma, staff.bob, "ada-game")).toEqual({ ok: false, reason: "forbidden" });
    const before = (await testDb.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug: "ada-game" } } })).files;
    const save = await saveDraft(testDb.prisma, staff.bob, "ada-game", { ...scaffoldFiles("ada-game", "x"), "statement.md": "hijacked" });
    expect(save.ok).toBe(false);
    if (!save.ok) expect(save.error).toMatch(/belongs to another instructor/);
    expect((await testDb.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug: "ada-game" } } })).files).toBe(before);
    await testDb.prisma.problem.update({ where: { slug: "ada-game" }, data: { published: true } });
    expect((await unpublishProblem(testDb.prisma, staff.bob, "ada-game")).ok).toBe(false);
    expect((await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "ada-game" } })).published).toBe(true);
  });

  it("the owner and an admin can save; the saved files are what is read back", async () => {
    const files = { ...scaffoldFiles("ada-game", "Ada's game"), "statement.md": "New rules: $n$ stones.", "data/sample/02.in": "3\n", "data/sample/02.ans": "First\n" };
    expect(await saveDraft(testDb.prisma, staff.ada, "ada-game", files)).toEqual({ ok: true });
    const read = await getStudioProblem(testDb.prisma, staff.root, "ada-game");
    expect(read.ok && read.problem.files).toEqual(files);
    const byAdmin = { ...files, "editorial.md": "by the admin" };
    expect(await saveDraft(testDb.prisma, staff.root, "ada-game", byAdmin)).toEqual({ ok: true });
    const again = await getStudioProblem(testDb.prisma, staff.ada, "ada-game");
    expect(again.ok && again.problem.files["editorial.md"]).toBe("by the admin");
  });

  it("a bad draft is refused with a message naming the problem and the file, and the stored one is kept", async () => {
    const before = await getStudioProblem(testDb.prisma, staff.ada, "ada-game");
    const result = await saveDraft(testDb.prisma, staff.ada, "ada-game", { ...scaffoldFiles("ada-game", "x"), "../escape.ts": "x" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^ada-game: the draft was not saved: \.\.\/escape\.ts: not a file of the package format/);
    expect(await getStudioProblem(testDb.prisma, staff.ada, "ada-game")).toEqual(before);
  });

  it("unpublishing by the owner hides the problem and keeps its submissions", async () => {
    const problem = await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "ada-game" } });
    await testDb.prisma.submission.create({ data: { userId: staff.bob.id, problemId: problem.id, source: "x" } });
    expect(await unpublishProblem(testDb.prisma, staff.ada, "ada-game")).toEqual({ ok: true });
    const row = await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: "ada-game" }, include: { _count: { select: { submissions: true } } } });
    expect(row.published).toBe(false);
    expect(row._count.submissions).toBe(1);
  });

  it("bundled packages and missing problems are not editable", async () => {
    expect(await getStudioProblem(testDb.prisma, staff.root, "bundled-nim")).toEqual({ ok: false, reason: "bundled" });
    expect(await getStudioProblem(testDb.prisma, staff.ada, "bundled-nim")).toEqual({ ok: false, reason: "missing" });
    expect(await getStudioProblem(testDb.prisma, staff.ada, "no-such")).toEqual({ ok: false, reason: "missing" });
  });
});
