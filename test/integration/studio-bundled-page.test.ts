// The studio's read-only page of a bundled problem reads its files from problems/<slug>/; a
// studio problem (owned, with a draft) is never shown through it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPackageDirs } from "../../lib/problem-package/load-package";
import { readPackageFolder } from "../../lib/problem-package/read-package-folder";
import { getBundledProblem } from "../../lib/studio/bundled-problem";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;

const row = (slug: string) => ({
  slug, title: slug, sourceJudge: "POJ", sourceId: "1", sourceTitle: slug, timeLimitMs: 1000, memoryLimitMb: 256, tags: "[]", difficulty: "easy", statement: "", contentHash: "",
});

beforeAll(async () => {
  database = await createTestDatabase();
  const ownerId = (await database.prisma.user.create({ data: { email: "t@example.com", name: "T", passwordHash: "x", role: "instructor" } })).id;
  await database.prisma.problem.create({ data: { ...row("poj-2234-matches-game"), published: true } });
  await database.prisma.problem.create({ data: { ...row("bundled-without-folder"), published: true } });
  await database.prisma.problem.create({ data: { ...row("a-studio-draft"), ownerId, draft: { create: { files: "{}" } } } });
});
afterAll(async () => database.cleanup());

describe("getBundledProblem", () => {
  it("gives a bundled problem's folder files exactly", async () => {
    const bundled = await getBundledProblem(database.prisma, "poj-2234-matches-game");
    expect(bundled).toMatchObject({ slug: "poj-2234-matches-game", published: true });
    expect(bundled!.files).toEqual(readPackageFolder(listPackageDirs().find((d) => d.endsWith("poj-2234-matches-game"))!));
  });

  it("says when the server has no folder for a bundled problem", async () => {
    expect(await getBundledProblem(database.prisma, "bundled-without-folder")).toMatchObject({ slug: "bundled-without-folder", files: null });
  });

  it("is null for a studio problem and for an unknown slug", async () => {
    expect(await getBundledProblem(database.prisma, "a-studio-draft")).toBeNull();
    expect(await getBundledProblem(database.prisma, "no-such-problem")).toBeNull();
  });
});
