// Importing a zip whose slug is one of the importer's own problems replaces that draft. The
// import asks first: this names the draft that would be replaced, so the page can say which.
import type { PrismaClient } from "../db";

export interface ReplacedDraft {
  slug: string;
  title: string;
  published: boolean;
}

/** The importer's own problem with this slug (its draft would be replaced), or null. */
export async function draftReplacedByImport(prisma: PrismaClient, importerId: number, slug: string): Promise<ReplacedDraft | null> {
  const problem = await prisma.problem.findUnique({ where: { slug }, select: { slug: true, title: true, published: true, ownerId: true } });
  if (!problem || problem.ownerId !== importerId) return null;
  return { slug: problem.slug, title: problem.title, published: problem.published };
}
