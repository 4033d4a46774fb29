// Reads one submission for a viewer. Only its owner, instructors and admins may read it;
// for anyone else it does not exist (null), exactly like an unknown id. Runs (kind "run") are
// not submissions: lib/submissions/get-run.ts reads them.
import { db } from "../db";
import type { Role } from "../types";
import { toSubmissionView, type SubmissionView } from "./submission-view";

export interface Viewer {
  id: number;
  role: Role;
}

export interface SubmissionDetails {
  view: SubmissionView;
  source: string;
  language: string;
  createdAt: Date;
  owner: { id: number; email: string };
  problem: { slug: string; title: string; sourceJudge: string; sourceId: string };
}

function canRead(viewer: Viewer, ownerId: number): boolean {
  return viewer.id === ownerId || viewer.role === "admin" || viewer.role === "instructor";
}

/** Each test's group by ordinal, for the per-test table. */
export async function getTestGroups(problemId: number): Promise<Map<number, string>> {
  const cases = await db().testCase.findMany({ where: { problemId }, select: { ordinal: true, group: true } });
  return new Map(cases.map((c) => [c.ordinal, c.group]));
}

const resultSelect = { ordinal: true, verdict: true, timeMs: true, memoryKb: true, message: true } as const;

export async function getSubmission(id: number, viewer: Viewer): Promise<SubmissionDetails | null> {
  const row = await db().submission.findUnique({
    where: { id },
    include: {
      user: { select: { id: true, email: true } },
      problem: { select: { id: true, slug: true, title: true, sourceJudge: true, sourceId: true } },
      results: { select: resultSelect, orderBy: { ordinal: "asc" } },
    },
  });
  if (!row || row.kind !== "submission" || !canRead(viewer, row.userId)) return null;
  const { id: problemId, ...problem } = row.problem;
  return {
    view: toSubmissionView(row, await getTestGroups(problemId)),
    source: row.source,
    language: row.language,
    createdAt: row.createdAt,
    owner: row.user,
    problem,
  };
}

/** The live part only, for the event stream; null when missing or not readable. */
export async function getSubmissionView(
  id: number,
  viewer: Viewer,
  groups?: ReadonlyMap<number, string>,
): Promise<{ view: SubmissionView; problemId: number } | null> {
  const row = await db().submission.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      kind: true,
      problemId: true,
      status: true,
      verdict: true,
      timeMs: true,
      memoryKb: true,
      compileLog: true,
      testsTotal: true,
      results: { select: resultSelect, orderBy: { ordinal: "asc" } },
    },
  });
  if (!row || row.kind !== "submission" || !canRead(viewer, row.userId)) return null;
  return { view: toSubmissionView(row, groups ?? (await getTestGroups(row.problemId))), problemId: row.problemId };
}
