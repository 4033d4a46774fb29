// Stores an unpacked, checked package as a studio problem, all in one transaction: a new
// unpublished problem owned by the importer with its draft, or, when the importer already owns
// that slug, a replaced draft. A bundled problem's slug or another owner's is refused and
// nothing is written.
import type { PrismaClient } from "../../db";
import { packageContentHash } from "../content-hash";
import { sortPackageFiles } from "../format";
import type { ProblemMetadata } from "../metadata";
import { problemRowFields } from "../seed-problem";
import { checkPackageMetadata, PackageImportError, unpackPackageZip, type MetadataLoader, type UnpackedPackage } from "./import-package-zip";

export interface ImportResult {
  slug: string;
  /** true: the importer's existing draft was replaced; false: a new studio problem. */
  replaced: boolean;
}

export async function saveImportedPackage(
  prisma: PrismaClient,
  importerId: number,
  pkg: UnpackedPackage,
  meta: ProblemMetadata,
): Promise<ImportResult> {
  const files = JSON.stringify(sortPackageFiles(pkg.files));
  return prisma.$transaction(async (tx) => {
    const existing = await tx.problem.findUnique({ where: { slug: pkg.slug }, select: { id: true, ownerId: true } });
    if (existing && existing.ownerId === null) {
      throw new PackageImportError(pkg.slug, "is for a bundled problem of that slug; rename its folder and problem.ts slug to import a copy");
    }
    if (existing && existing.ownerId !== importerId) {
      throw new PackageImportError(pkg.slug, "is for a slug another instructor's problem already uses; pick another slug");
    }
    if (existing) {
      await tx.problemDraft.upsert({ where: { problemId: existing.id }, create: { problemId: existing.id, files }, update: { files } });
      return { slug: pkg.slug, replaced: true };
    }
    await tx.problem.create({
      data: {
        slug: pkg.slug,
        ...problemRowFields(meta, {
          statement: pkg.files["statement.md"] ?? "",
          editorial: pkg.files["editorial.md"] ?? "",
          statementZh: pkg.files["statement.zh.md"],
          editorialZh: pkg.files["editorial.zh.md"],
          // Not seeded from a folder: the hash of the imported files (no tests are stored yet).
          contentHash: packageContentHash(pkg.files),
          checkerProgram: null,
        }),
        published: false,
        ownerId: importerId,
        draft: { create: { files } },
      },
    });
    return { slug: pkg.slug, replaced: false };
  });
}

/** The whole import: unpack and check the zip, check problem.ts (sandboxed), then store it. */
export async function importPackageZip(prisma: PrismaClient, importerId: number, zip: Uint8Array, loadMetadata: MetadataLoader): Promise<ImportResult> {
  const pkg = unpackPackageZip(zip);
  const meta = await checkPackageMetadata(pkg, loadMetadata);
  return saveImportedPackage(prisma, importerId, pkg, meta);
}
