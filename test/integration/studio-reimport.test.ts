// Re-importing a zip over an instructor's own draft: the import names the draft it would replace
// (the upload route asks before replacing it), and once the files change the draft's last check
// no longer shows as passed in the studio's list or editor; the same files keep it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUntrustedMetadata } from "../../judge/package-check/untrusted-package/load-untrusted-package";
import { metadataOrReason } from "../../app/studio/import/load-metadata";
import { packageContentHash } from "../../lib/problem-package/content-hash";
import type { PackageFiles } from "../../lib/problem-package/format";
import { listPackageDirs } from "../../lib/problem-package/load-package";
import { readPackageFolder } from "../../lib/problem-package/read-package-folder";
import { packageZip } from "../../lib/problem-package/zip/export-package-zip";
import { importPackageZip } from "../../lib/problem-package/zip/save-imported-package";
import { parseStoredFiles } from "../../lib/studio/draft-files";
import { draftReplacedByImport } from "../../lib/studio/import-replacement";
import { getStudioProblem, listStudioProblems } from "../../lib/studio/studio-problems";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const SLUG = "reimported-matches";
const loadMetadata = async (files: PackageFiles) => metadataOrReason(await loadUntrustedMetadata(files));

let database: TestDatabase;
let ownerId: number;
let otherId: number;

function matchesPackage(): PackageFiles {
  const files = readPackageFolder(listPackageDirs().find((d) => d.endsWith("poj-2234-matches-game"))!);
  files["problem.ts"] = files["problem.ts"]!.replace('slug: "poj-2234-matches-game"', `slug: "${SLUG}"`);
  return files;
}

const owner = () => ({ id: ownerId, role: "instructor" as const });
const listedCheck = async () => (await listStudioProblems(database.prisma, owner())).find((p) => p.slug === SLUG)?.lastCheck;
async function editorCheck() {
  const found = await getStudioProblem(database.prisma, owner(), SLUG);
  if (!found.ok) throw new Error(found.reason);
  return found.problem.lastCheck?.status;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await database.prisma.user.create({ data: { email: "owner@example.com", name: "O", passwordHash: "x", role: "instructor" } })).id;
  otherId = (await database.prisma.user.create({ data: { email: "other@example.com", name: "T", passwordHash: "x", role: "instructor" } })).id;
});
afterAll(async () => database.cleanup());

describe("re-importing a zip over a draft", () => {
  it("names the importer's own draft that an import would replace, and nobody else's", async () => {
    expect(await draftReplacedByImport(database.prisma, ownerId, SLUG)).toBeNull();
    await importPackageZip(database.prisma, ownerId, packageZip(SLUG, matchesPackage()), loadMetadata);
    const problem = await database.prisma.problem.findUniqueOrThrow({ where: { slug: SLUG }, select: { title: true } });
    expect(await draftReplacedByImport(database.prisma, ownerId, SLUG)).toEqual({ slug: SLUG, title: problem.title, published: false });
    // Another instructor's import of that slug is refused by the import itself, not offered as a replacement.
    expect(await draftReplacedByImport(database.prisma, otherId, SLUG)).toBeNull();
  });

  it("keeps a passed check when the same files come back, and shows it outdated once they change", async () => {
    const { id: problemId, draft } = await database.prisma.problem.findUniqueOrThrow({ where: { slug: SLUG }, select: { id: true, draft: { select: { files: true } } } });
    await database.prisma.packageCheck.create({
      data: { problemId, requestedById: ownerId, status: "passed", filesHash: packageContentHash(parseStoredFiles(draft!.files)) },
    });
    expect(await listedCheck()).toBe("passed");
    expect(await editorCheck()).toBe("passed");

    const same = await importPackageZip(database.prisma, ownerId, packageZip(SLUG, matchesPackage()), loadMetadata);
    expect(same).toEqual({ slug: SLUG, replaced: true });
    expect(await listedCheck()).toBe("passed");

    const changed = matchesPackage();
    changed["statement.md"] += "\nA sentence added before re-importing.\n";
    await importPackageZip(database.prisma, ownerId, packageZip(SLUG, changed), loadMetadata);
    expect(await listedCheck()).toBe("outdated");
    expect(await editorCheck()).toBe("outdated");
  });
});
