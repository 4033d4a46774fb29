// What counts for a problem set: the one rule, used by the student's set page
// (get-problem-set.ts) and the instructor's progress table (set-progress.ts).
//
// A set counts the real submissions (never runs) made to its problems since the set was
// created, by the students who joined it (set-members.ts: only they are in the instructor's table;
// anyone else's work on the same problems belongs to other courses). Work done before the set
// existed is not work for the set (counting it would fill the table with what members solved for
// other courses); a student who solved a problem earlier submits it again. Work after the deadline still counts and is marked late, on
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

/** The counted submissions of a set by the given users (its members, or one student), oldest first. */
export async function countedSetSubmissions(
  prisma: PrismaClient,
  set: { createdAt: Date; problemIds: readonly number[] },
  userIds: readonly number[],
): Promise<CountedSubmission[]> {
  return prisma.submission.findMany({
    where: {
      problemId: { in: [...set.problemIds] },
      createdAt: { gte: set.createdAt },
      userId: { in: [...userIds] },
      ...COUNTED_SUBMISSIONS,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, userId: true, problemId: true, verdict: true, createdAt: true },
  });
}
