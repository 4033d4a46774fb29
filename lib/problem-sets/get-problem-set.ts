// A problem set as a signed-in visitor sees it at /sets/<slug>: its published problems in order,
// each with the visitor's own status (the same definition as the problem list), and the deadline.
import { COUNTED_SUBMISSIONS, statusFromVerdicts, type MyStatus } from "../catalog/my-status";
import type { PrismaClient } from "../db";

export interface ProblemSetView {
  slug: string;
  title: string;
  ownerId: number;
  deadline: Date | null;
  /** titleZh: the Chinese title, or null (lib/catalog/problem-language.ts picks the reader's). */
  problems: { slug: string; title: string; titleZh: string | null; source: string; myStatus: MyStatus }[];
}

export async function getProblemSetView(prisma: PrismaClient, slug: string, viewerId: number): Promise<ProblemSetView | null> {
  const set = await prisma.problemSet.findUnique({
    where: { slug },
    select: {
      slug: true,
      title: true,
      ownerId: true,
      deadline: true,
      items: {
        where: { problem: { published: true } },
        orderBy: { ordinal: "asc" },
        select: { problem: { select: { id: true, slug: true, title: true, titleZh: true, sourceJudge: true, sourceId: true } } },
      },
    },
  });
  if (!set) return null;
  const problemIds = set.items.map((i) => i.problem.id);
  const mine = await prisma.submission.groupBy({
    by: ["problemId", "verdict"],
    where: { userId: viewerId, problemId: { in: problemIds }, ...COUNTED_SUBMISSIONS },
    _count: { _all: true },
  });
  return {
    slug: set.slug,
    title: set.title,
    ownerId: set.ownerId,
    deadline: set.deadline,
    problems: set.items.map(({ problem: p }) => ({
      slug: p.slug,
      title: p.title,
      titleZh: p.titleZh,
      source: `${p.sourceJudge} ${p.sourceId}`,
      myStatus: statusFromVerdicts(mine.filter((m) => m.problemId === p.id).map((m) => m.verdict)),
    })),
  };
}
