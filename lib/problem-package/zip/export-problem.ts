// Which files a staff member may export for a problem: a bundled problem's folder (any staff),
// or a studio problem's draft (its owner or an admin).
import { existsSync } from "node:fs";
import path from "node:path";
import { mayEditProblem } from "../../auth/permissions";
import type { PrismaClient } from "../../db";
import type { Role } from "../../types";
import { packageZip } from "./export-package-zip";
import type { PackageFiles } from "../format";
import { readPackageFolder } from "../read-package-folder";

export type ProblemExport =
  | { ok: true; slug: string; zip: Uint8Array }
  | { ok: false; status: 403 | 404; error: string };

export async function exportProblemZip(
  prisma: PrismaClient,
  user: { id: number; role: Role },
  slug: string,
  // The bundled packages, from the repository root the server runs in (not import.meta: bundled).
  problemsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "problems"),
): Promise<ProblemExport> {
  const problem = await prisma.problem.findUnique({ where: { slug }, select: { ownerId: true, draft: { select: { files: true } } } });
  if (!problem) return { ok: false, status: 404, error: `No problem "${slug}".` };
  let files: PackageFiles;
  if (problem.ownerId === null) {
    const dir = path.join(problemsDir, slug);
    if (!/^[a-z0-9-]+$/.test(slug) || !existsSync(path.join(dir, "problem.ts"))) {
      return { ok: false, status: 404, error: `Problem "${slug}" has no package folder to export.` };
    }
    files = readPackageFolder(dir);
  } else {
    if (!mayEditProblem(user, problem)) {
      return { ok: false, status: 403, error: `Problem "${slug}" belongs to another instructor.` };
    }
    if (!problem.draft) return { ok: false, status: 404, error: `Problem "${slug}" has no draft to export.` };
    files = JSON.parse(problem.draft.files) as PackageFiles;
  }
  return { ok: true, slug, zip: packageZip(slug, files) };
}
