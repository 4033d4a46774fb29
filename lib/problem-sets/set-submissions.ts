// What counts for a problem set: the one rule, used by the student's set page
// (get-problem-set.ts) and the instructor's progress table (set-progress.ts).
//
// A set counts the real submissions (never runs) made to its problems since the set was
// created. Work done before the set existed is not work for the set: the site has no class
// list, so "submitted since the set was made" is what tells the instructor who took part (counting
// older work would list everyone who ever solved a bundled problem); a student who solved a
// problem earlier submits it again. Work after the deadline still counts and is marked late, on
// both pages, so a student and the instructor always see the same cell.
import { COUNTED_SUBMISSIONS } from "../catalog/my-status";
import type { PrismaClient } from "../db";

export interface CountedSubmission {
  id: number;
  userId: number;
  problemId: number;
  verdict: string | null;
  createdAt: Date;
}

/** The counted submissions of a set (of one user when `userId` is given), oldest first. */
export async function countedSetSubmissions(
  prisma: PrismaClient,
  set: { createdAt: Date; problemIds: readonly number[] },
  userId?: number,
): Promise<CountedSubmission[]> {
  return prisma.submission.findMany({
    where: {
      problemId: { in: [...set.problemIds] },
      createdAt: { gte: set.createdAt },
      ...(userId === undefined ? {} : { userId }),
      ...COUNTED_SUBMISSIONS,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, userId: true, problemId: true, verdict: true, createdAt: true },
  });
}
