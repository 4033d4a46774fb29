// Storing an imported package (a temporary SQLite database): a new unpublished studio problem
// owned by the importer with its draft, or the importer's own draft replaced; a bundled
// problem's slug or another instructor's is refused and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageContentHash } from "../../../lib/problem-package/content-hash";
import { sortPackageFiles } from "../../../lib/problem-package/format";
import { packageZip } from "../../../lib/problem-package/zip/export-package-zip";
import { PackageImportError } from "../../../lib/problem-package/zip/import-package-zip";
import { importPackageZip, saveImportedPackage } from "../../../lib/problem-package/zip/save-imported-package";
import { MINIMAL_FILES, minimalMetadata } from "../../helpers/minimal-package";
import { makeProblem, makeUser } from "../../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-db";

let database: TestDatabase;
let ownerId: number;
let otherId: number;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  ownerId = await makeUser(database.prisma, "owner@example.com", "Owner", "instructor");
  otherId = await makeUser(database.prisma, "other@example.com", "Other", "instructor");
});
afterAll(async () => database.cleanup());

const counts = async () => ({ problems: await database.prisma.problem.count(), drafts: await database.prisma.problemDraft.count() });
const draftFiles = async (slug: string) => JSON.parse((await database.prisma.problemDraft.findFirstOrThrow({ where: { problem: { slug } } })).files);

describe("saveImportedPackage", () => {
  it("creates an unpublished problem owned by the importer, its fields from the package, and its draft", async () => {
    const slug = "new-import";
    // Keys out of order: the draft stores them sorted.
    const files = { "statement.zh.md": "取石子。\n", "editorial.zh.md": "小规模。\n", ...MINIMAL_FILES };
    expect(await saveImportedPackage(database.prisma, ownerId, { slug, files }, minimalMetadata({ slug }))).toEqual({ slug, replaced: false });
    const row = await database.prisma.problem.findUniqueOrThrow({ where: { slug }, include: { draft: true } });
    expect(row).toMatchObject({
      published: false,
      ownerId,
      title: "Take away",
      titleZh: "取石子",
      sourceTitle: "Take away (original)",
      statement: "# Take away\n",
      editorial: "Small cases.\n",
      statementZh: "取石子。\n",
      editorialZh: "小规模。\n",
      contentHash: packageContentHash(files),
      checkerProgram: null,
    });
    expect(row.draft!.files).toBe(JSON.stringify(sortPackageFiles(files)));
  });

  it("stores empty texts for a package without statement or editorial, and no Chinese without it", async () => {
    const slug = "no-texts";
    await saveImportedPackage(database.prisma, ownerId, { slug, files: { "problem.ts": "x" } }, minimalMetadata({ slug }));
    expect(await database.prisma.problem.findUniqueOrThrow({ where: { slug } })).toMatchObject({ statement: "", editorial: "", statementZh: null, editorialZh: null, titleZh: null });
  });

  it("replaces the importer's own draft and leaves the problem row as it was", async () => {
    const slug = "replaced-import";
    const meta = minimalMetadata({ slug });
    await saveImportedPackage(database.prisma, ownerId, { slug, files: MINIMAL_FILES }, meta);
    const before = await counts();
    const changed = { ...MINIMAL_FILES, "statement.md": "# Changed\n" };
    expect(await saveImportedPackage(database.prisma, ownerId, { slug, files: changed }, minimalMetadata({ slug, title: "Renamed" }))).toEqual({ slug, replaced: true });
    expect(await counts()).toEqual(before);
    expect(await draftFiles(slug)).toEqual(changed);
    expect(await database.prisma.problem.findUniqueOrThrow({ where: { slug } })).toMatchObject({ title: "Take away", statement: "# Take away\n" });
  });

  it("gives the importer's own problem without a draft one", async () => {
    const slug = "draftless-import";
    const id = await makeProblem(database.prisma, slug, false);
    await database.prisma.problem.update({ where: { id }, data: { ownerId } });
    expect(await saveImportedPackage(database.prisma, ownerId, { slug, files: MINIMAL_FILES }, minimalMetadata({ slug }))).toEqual({ slug, replaced: true });
    expect(await draftFiles(slug)).toEqual(MINIMAL_FILES);
  });

  it("refuses a bundled problem's slug and another instructor's, writing nothing", async () => {
    const bundled = "bundled-slug";
    await makeProblem(database.prisma, bundled);
    const taken = "taken-slug";
    await saveImportedPackage(database.prisma, otherId, { slug: taken, files: MINIMAL_FILES }, minimalMetadata({ slug: taken }));
    const before = await counts();

    await expect(saveImportedPackage(database.prisma, ownerId, { slug: bundled, files: MINIMAL_FILES }, minimalMetadata({ slug: bundled }))).rejects.toThrow(
      new PackageImportError(bundled, "is for a bundled problem of that slug; rename its folder and problem.ts slug to import a copy"),
    );
    await expect(saveImportedPackage(database.prisma, ownerId, { slug: taken, files: { ...MINIMAL_FILES, "statement.md": "mine" } }, minimalMetadata({ slug: taken }))).rejects.toThrow(
      new PackageImportError(taken, "is for a slug another instructor's problem already uses; pick another slug"),
    );
    expect(await counts()).toEqual(before);
    expect(await draftFiles(taken)).toEqual(MINIMAL_FILES);
  });
});

describe("importPackageZip", () => {
  it("unpacks, checks problem.ts with the loader and stores the package", async () => {
    const slug = "zipped-import";
    const zip = packageZip(slug, MINIMAL_FILES);
    expect(await importPackageZip(database.prisma, ownerId, zip, async () => minimalMetadata({ slug }))).toEqual({ slug, replaced: false });
    expect(await draftFiles(slug)).toEqual(MINIMAL_FILES);
    const before = await counts();
    await expect(importPackageZip(database.prisma, ownerId, zip, async () => minimalMetadata({ slug: "another-slug" }))).rejects.toThrow(/slug "another-slug"/);
    expect(await counts()).toEqual(before);
  });
});
