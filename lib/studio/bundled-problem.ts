// A bundled problem (ownerId null, no studio draft: its package is problems/<slug>/ in the
// repository) as the studio shows it: read-only, to any staff member, as its export route does.
import { existsSync } from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../db";
import type { PackageFiles } from "../problem-package/format";
import { readPackageFolder } from "../problem-package/read-package-folder";

export interface BundledProblem {
  slug: string;
  title: string;
  published: boolean;
  /** The folder's files, or null when the server has no folder for it (nothing to show). */
  files: PackageFiles | null;
}

export async function getBundledProblem(
  prisma: PrismaClient,
  slug: string,
  // The bundled packages, from the repository root the server runs in (not import.meta: bundled).
  problemsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "problems"),
): Promise<BundledProblem | null> {
  const p = await prisma.problem.findUnique({ where: { slug }, select: { slug: true, title: true, published: true, ownerId: true, draft: { select: { id: true } } } });
  if (!p || p.ownerId !== null || p.draft !== null) return null;
  const dir = path.join(problemsDir, slug);
  const hasFolder = /^[a-z0-9-]+$/.test(slug) && existsSync(path.join(dir, "problem.ts"));
  return { slug: p.slug, title: p.title, published: p.published, files: hasFolder ? readPackageFolder(dir) : null };
}
