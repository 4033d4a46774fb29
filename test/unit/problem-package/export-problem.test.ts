// Which package a staff member may export (a temporary SQLite database): a bundled problem's
// folder (any staff), a studio problem's draft (its owner or an admin); everything else is
// refused with 404 or 403 and a message naming the problem.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPackageFolder } from "../../../lib/problem-package/read-package-folder";
import { exportProblemZip } from "../../../lib/problem-package/zip/export-problem";
import { unpackPackageZip } from "../../../lib/problem-package/zip/import-package-zip";
import { MINIMAL_FILES } from "../../helpers/minimal-package";
import { makeProblem, makeUser } from "../../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-db";

let database: TestDatabase;
let problemsDir: string;
let ownerId: number;
let otherId: number;

function writeFolder(dir: string) {
  for (const [rel, text] of Object.entries(MINIMAL_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  // <tmp>/problems/bundled-game/ is a package folder; <tmp>/outside/ one that no slug may reach.
  problemsDir = path.join(database.dir, "problems");
  writeFolder(path.join(problemsDir, "bundled-game"));
  writeFolder(path.join(problemsDir, "take_away"));
  writeFolder(path.join(database.dir, "outside"));
  fs.mkdirSync(path.join(problemsDir, "no-metadata"));
  for (const slug of ["bundled-game", "take_away", "../outside", "x/../../outside", "no-metadata", "no-folder"]) await makeProblem(database.prisma, slug);
  ownerId = await makeUser(database.prisma, "owner@example.com", "Owner", "instructor");
  otherId = await makeUser(database.prisma, "other@example.com", "Other", "instructor");
  const studio = await makeProblem(database.prisma, "studio-game", false);
  await database.prisma.problem.update({ where: { id: studio }, data: { ownerId, draft: { create: { files: JSON.stringify(MINIMAL_FILES) } } } });
  const draftless = await makeProblem(database.prisma, "draftless-game", false);
  await database.prisma.problem.update({ where: { id: draftless }, data: { ownerId } });
});
afterAll(async () => database.cleanup());

const owner = () => ({ id: ownerId, role: "instructor" as const });

describe("exportProblemZip", () => {
  it("exports a bundled problem's folder to any staff", async () => {
    const result = await exportProblemZip(database.prisma, { id: otherId, role: "instructor" }, "bundled-game", problemsDir);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.slug).toBe("bundled-game");
    expect(unpackPackageZip(result.zip)).toEqual({ slug: "bundled-game", files: MINIMAL_FILES });
  });

  it("refuses a problem that does not exist", async () => {
    expect(await exportProblemZip(database.prisma, owner(), "missing-game", problemsDir)).toEqual({ ok: false, status: 404, error: 'No problem "missing-game".' });
  });

  it.each(["no-folder", "no-metadata", "take_away", "../outside", "x/../../outside"])("refuses a bundled problem %s without a package folder under problems/", async (slug) => {
    expect(await exportProblemZip(database.prisma, owner(), slug, problemsDir)).toEqual({ ok: false, status: 404, error: `Problem "${slug}" has no package folder to export.` });
  });

  it("exports a studio problem's draft to its owner and to an admin, not to another instructor", async () => {
    const mine = await exportProblemZip(database.prisma, owner(), "studio-game", problemsDir);
    expect(mine.ok && unpackPackageZip(mine.zip)).toEqual({ slug: "studio-game", files: MINIMAL_FILES });
    const admin = await exportProblemZip(database.prisma, { id: otherId, role: "admin" }, "studio-game", problemsDir);
    expect(admin.ok && unpackPackageZip(admin.zip).slug).toBe("studio-game");
    expect(await exportProblemZip(database.prisma, { id: otherId, role: "instructor" }, "studio-game", problemsDir)).toEqual({
      ok: false,
      status: 403,
      error: 'Problem "studio-game" belongs to another instructor.',
    });
  });

  it("refuses a studio problem without a draft", async () => {
    expect(await exportProblemZip(database.prisma, owner(), "draftless-game", problemsDir)).toEqual({ ok: false, status: 404, error: 'Problem "draftless-game" has no draft to export.' });
  });

  it("reads bundled packages from problems/ in the working directory by default", async () => {
    const slug = "poj-2234-matches-game";
    await makeProblem(database.prisma, slug);
    const result = await exportProblemZip(database.prisma, owner(), slug);
    expect(result.ok && unpackPackageZip(result.zip).files).toEqual(readPackageFolder(path.join(process.cwd(), "problems", slug)));
  });
});
