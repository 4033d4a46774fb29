// The instructor's progress table of a problem set: one row per student, one cell per problem.
// What counts is set-submissions.ts's rule (submissions since the set was created; runs never);
// the students are the set's members (set-members.ts), each with a row, submissions or not. A cell is solved (some submission Accepted), tried
// (submissions, none Accepted) or blank, with the attempts (submissions up to and including the
// first Accepted one) and the first Accepted time. Work after the deadline is kept and marked late.
// The student's own set page shows the same cells (get-problem-set.ts).
import type { PrismaClient } from "../db";
import { countedSetSubmissions, type CountedSubmission } from "./set-submissions";

export type { CountedSubmission } from "./set-submissions";

export type CellStatus = "solved" | "tried" | null;

export interface ProgressCell {
  status: CellStatus;
  attempts: number;
  firstAcceptedAt: Date | null;
  /** Solved only after the deadline. */
  solvedLate: boolean;
  /** How many of the attempts were made after the deadline. */
  lateAttempts: number;
}

export interface ProgressRow {
  userId: number;
  name: string;
  email: string;
  solved: number;
  cells: ProgressCell[];
}

export interface SetProgress {
  problems: { id: number; slug: string; title: string }[];
  deadline: Date | null;
  rows: ProgressRow[];
}

const EMPTY_CELL: ProgressCell = { status: null, attempts: 0, firstAcceptedAt: null, solvedLate: false, lateAttempts: 0 };

/** One cell from one student's submissions to one problem, oldest first. */
export function progressCell(submissions: readonly CountedSubmission[], deadline: Date | null): ProgressCell {
  if (submissions.length === 0) return EMPTY_CELL;
  const isLate = (s: CountedSubmission) => deadline !== null && s.createdAt.getTime() > deadline.getTime();
  const firstAc = submissions.findIndex((s) => s.verdict === "AC");
  const counted = firstAc === -1 ? submissions : submissions.slice(0, firstAc + 1);
  const accepted = firstAc === -1 ? undefined : submissions[firstAc]!;
  return {
    status: accepted ? "solved" : "tried",
    attempts: counted.length,
    firstAcceptedAt: accepted?.createdAt ?? null,
    solvedLate: accepted !== undefined && isLate(accepted),
    lateAttempts: counted.filter(isLate).length,
  };
}

/** The table from the set's problems, its members and their counted submissions (pure): one row per member. */
export function buildSetProgress(
  problems: SetProgress["problems"],
  submissions: readonly CountedSubmission[],
  users: readonly { id: number; name: string; email: string }[],
  deadline: Date | null,
): SetProgress {
  const ordered = [...submissions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const rows = users
    .map((u) => {
      const cells = problems.map((p) => progressCell(ordered.filter((s) => s.userId === u.id && s.problemId === p.id), deadline));
      return { userId: u.id, name: u.name, email: u.email, solved: cells.filter((c) => c.status === "solved").length, cells };
    })
    .sort((a, b) => b.solved - a.solved || a.email.localeCompare(b.email));
  return { problems, deadline, rows };
}

export async function loadSetProgress(prisma: PrismaClient, setId: number): Promise<SetProgress | null> {
  const set = await prisma.problemSet.findUnique({
    where: { id: setId },
    select: {
      createdAt: true,
      deadline: true,
      items: { orderBy: { ordinal: "asc" }, select: { problem: { select: { id: true, slug: true, title: true } } } },
      members: { select: { user: { select: { id: true, name: true, email: true } } } },
    },
  });
  if (!set) return null;
  const problems = set.items.map((i) => i.problem);
  const users = set.members.map((m) => m.user);
  const submissions = await countedSetSubmissions(prisma, { createdAt: set.createdAt, problemIds: problems.map((p) => p.id) }, users.map((u) => u.id));
  return buildSetProgress(problems, submissions, users, set.deadline);
}
