// Creates a problem set from published problems, in the order chosen, with a fresh slug for
// its shareable link /sets/<slug>.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../db";
import type { CreateProblemSetInput } from "./problem-set-schema";
import { setRefusal, type SetRefusal } from "./set-refusal";

export type CreateProblemSetResult = { ok: true; slug: string } | SetRefusal;

/** "Week 3: Nim!" -> "week-3-nim-1a2b3c": readable, and unguessable enough not to collide. */
export function problemSetSlug(title: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  const suffix = randomBytes(3).toString("hex");
  return words ? `${words}-${suffix}` : `set-${suffix}`;
}

export async function createProblemSet(prisma: PrismaClient, ownerId: number, input: CreateProblemSetInput): Promise<CreateProblemSetResult> {
  const problems = await prisma.problem.findMany({ where: { slug: { in: input.problemSlugs }, published: true }, select: { id: true, slug: true } });
  const missing = input.problemSlugs.filter((slug) => !problems.some((p) => p.slug === slug));
  if (missing.length > 0) return setRefusal("notPublished", missing);
  const slug = problemSetSlug(input.title);
  await prisma.problemSet.create({
    data: {
      slug,
      title: input.title,
      description: input.description ?? "",
      ownerId,
      deadline: input.deadline ? new Date(input.deadline) : null,
      ...(input.dailySubmissionCap === undefined ? {} : { dailySubmissionCap: input.dailySubmissionCap }),
      items: { create: input.problemSlugs.map((s, i) => ({ problemId: problems.find((p) => p.slug === s)!.id, ordinal: i + 1 })) },
    },
  });
  return { ok: true, slug };
}
