// Edits a problem set: title, description, deadline, daily submission cap and its problems in order (reordering is an
// edit with the same problems in another order). Its owner and admins only. A problem already in
// the set may stay when it has since been unpublished; a problem added must be published.
import type { PrismaClient } from "../db";
import { mayManageProblemSet, type Actor } from "../auth/permissions";
import type { UpdateProblemSetInput } from "./problem-set-schema";
import { setRefusal, type SetRefusal } from "./set-refusal";

export async function updateProblemSet(prisma: PrismaClient, actor: Actor, input: UpdateProblemSetInput): Promise<{ ok: true; slug: string } | SetRefusal> {
  const set = await prisma.problemSet.findUnique({
    where: { slug: input.slug },
    select: { id: true, ownerId: true, items: { select: { problemId: true } } },
  });
  if (!set) return setRefusal("noSuchSet", [input.slug]);
  if (!mayManageProblemSet(actor, set)) return setRefusal("notYours", [input.slug]);
  const current = new Set(set.items.map((i) => i.problemId));
  const problems = await prisma.problem.findMany({ where: { slug: { in: input.problemSlugs } }, select: { id: true, slug: true, published: true } });
  const allowed = problems.filter((p) => p.published || current.has(p.id));
  const missing = input.problemSlugs.filter((slug) => !allowed.some((p) => p.slug === slug));
  if (missing.length > 0) return setRefusal("notPublished", missing);
  await prisma.$transaction([
    prisma.problemSetItem.deleteMany({ where: { setId: set.id } }),
    prisma.problemSet.update({
      where: { id: set.id },
      data: {
        title: input.title,
        description: input.description,
        deadline: input.deadline === null ? null : new Date(input.deadline),
        dailySubmissionCap: input.dailySubmissionCap,
        items: { create: input.problemSlugs.map((s, i) => ({ problemId: allowed.find((p) => p.slug === s)!.id, ordinal: i + 1 })) },
      },
    }),
  ]);
  return { ok: true, slug: input.slug };
}
