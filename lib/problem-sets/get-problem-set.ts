// A problem set as a signed-in visitor sees it at /sets/<slug>: its published problems in order,
// each with the visitor's own cell, counted by the same rule and function as the instructor's
// progress table (set-submissions.ts, set-progress.ts progressCell), and the deadline.
import type { PrismaClient } from "../db";
import { displayName } from "../users/display-name";
import { progressCell, type ProgressCell } from "./set-progress";
import { countedSetSubmissions } from "./set-submissions";

export interface ProblemSetView {
  id: number;
  slug: string;
  title: string;
  description: string;
  ownerId: number;
  /** The owner's name as they gave it, or null (lib/users/display-name.ts): a student deciding to join sees it. */
  ownerName: string | null;
  createdAt: Date;
  deadline: Date | null;
  /** Graded submissions per problem a day for its members (lib/submissions/daily-cap.ts). */
  dailySubmissionCap: number;
  /** titleZh: the Chinese title, or null (lib/catalog/problem-language.ts picks the reader's). */
  problems: { slug: string; title: string; titleZh: string | null; source: string; cell: ProgressCell }[];
}

export async function getProblemSetView(prisma: PrismaClient, slug: string, viewerId: number): Promise<ProblemSetView | null> {
  const set = await prisma.problemSet.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      title: true,
      description: true,
      ownerId: true,
      owner: { select: { name: true, email: true } },
      createdAt: true,
      deadline: true,
      dailySubmissionCap: true,
      items: {
        where: { problem: { published: true } },
        orderBy: { ordinal: "asc" },
        select: { problem: { select: { id: true, slug: true, title: true, titleZh: true, sourceJudge: true, sourceId: true } } },
      },
    },
  });
  if (!set) return null;
  const mine = await countedSetSubmissions(prisma, { createdAt: set.createdAt, problemIds: set.items.map((i) => i.problem.id) }, [viewerId]);
  return {
    id: set.id,
    slug: set.slug,
    title: set.title,
    description: set.description,
    ownerId: set.ownerId,
    ownerName: displayName(set.owner),
    createdAt: set.createdAt,
    deadline: set.deadline,
    dailySubmissionCap: set.dailySubmissionCap,
    problems: set.items.map(({ problem: p }) => ({
      slug: p.slug,
      title: p.title,
      titleZh: p.titleZh,
      source: `${p.sourceJudge} ${p.sourceId}`,
      cell: progressCell(
        mine.filter((s) => s.problemId === p.id),
        set.deadline,
      ),
    })),
  };
}
