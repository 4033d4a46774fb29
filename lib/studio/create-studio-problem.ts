// "New problem" in the studio: an unpublished Problem row owned by the instructor and a draft
// holding the package scaffold (the same files `npm run problem -- new` writes).
import { z } from "zod";
import type { PrismaClient } from "../db";
import { packageContentHash } from "../problem-package/content-hash";
import { problemMetadataSchema } from "../problem-package/metadata";
import { scaffoldFiles } from "../problem-package/scaffold";
import { problemRowFields } from "../problem-package/seed-problem";

export const newProblemSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(3, "The slug needs at least 3 characters.")
    .max(80, "The slug has at most 80 characters.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "The slug is lowercase letters and digits joined by '-' (like nim-with-a-pass)."),
  title: z.string().trim().min(1, "Give the problem a title.").max(120, "The title has at most 120 characters."),
});

export type CreateResult = { ok: true; slug: string; problemId: number } | { ok: false; error: string };

export async function createStudioProblem(prisma: PrismaClient, ownerId: number, input: unknown): Promise<CreateResult> {
  const parsed = newProblemSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid problem." };
  const { slug, title } = parsed.data;
  const files = scaffoldFiles(slug, title);
  // The scaffold's metadata fills the row's columns until the first publish replaces them.
  const meta = problemMetadataSchema.parse({
    slug,
    title,
    source: { judge: "Nimbus", id: slug, title },
    limits: { timeMs: 1000, memoryMb: 256 },
    tags: ["subtraction game"],
    difficulty: "easy",
    checker: "tokens",
    testPlan: { seed: 1, groups: ["samples"] },
  });
  const clash = `A problem with the slug "${slug}" already exists: choose another slug.`;
  if (await prisma.problem.findUnique({ where: { slug }, select: { id: true } })) return { ok: false, error: clash };
  try {
    const problem = await prisma.problem.create({
      data: {
        slug,
        ...problemRowFields(meta, {
          statement: files["statement.md"]!,
          editorial: files["editorial.md"]!,
          contentHash: packageContentHash(files),
          checkerProgram: null,
        }),
        published: false,
        ownerId,
        draft: { create: { files: JSON.stringify(files) } },
      },
    });
    return { ok: true, slug, problemId: problem.id };
  } catch (error) {
    // Two instructors taking the same slug at once: the unique index decides.
    if ((error as { code?: string }).code === "P2002") return { ok: false, error: clash };
    throw error;
  }
}
