// Reads one submission for a viewer. Only its author, the problem's owner and admins may read it
// (for anyone else it does not exist: null, exactly like an unknown id), and only they read the
// judge's words on hidden tests (lib/auth/permissions.ts). Runs (kind "run") are not submissions:
// lib/submissions/get-run.ts reads them.
import { mayReadSubmission, maySeeHiddenTestDetails, type Actor } from "../auth/permissions";
import { db } from "../db";
import { submissionResultSelect, toSubmissionView, type DetailLevel, type SubmissionView } from "./submission-view";

export type Viewer = Actor;

export interface SubmissionDetails {
  view: SubmissionView;
  source: string;
  language: string;
  createdAt: Date;
  owner: { id: number; email: string };
  problem: { slug: string; title: string; titleZh: string | null; sourceJudge: string; sourceId: string };
}

function detailFor(viewer: Viewer, problem: { ownerId: number | null }): DetailLevel {
  return maySeeHiddenTestDetails(viewer, problem) ? "full" : "samples";
}

/** Each test's group by ordinal, for the per-test table. */
export async function getTestGroups(problemId: number): Promise<Map<number, string>> {
  const cases = await db().testCase.findMany({ where: { problemId }, select: { ordinal: true, group: true } });
  return new Map(cases.map((c) => [c.ordinal, c.group]));
}

export async function getSubmission(id: number, viewer: Viewer): Promise<SubmissionDetails | null> {
  const row = await db().submission.findUnique({
    where: { id },
    include: {
      user: { select: { id: true, email: true } },
      problem: { select: { id: true, ownerId: true, timeLimitMs: true, memoryLimitMb: true, slug: true, title: true, titleZh: true, sourceJudge: true, sourceId: true } },
      results: { select: submissionResultSelect, orderBy: { ordinal: "asc" } },
    },
  });
  if (!row || row.kind !== "submission" || !mayReadSubmission(viewer, row)) return null;
  const { id: problemId, ownerId, timeLimitMs, memoryLimitMb, ...problem } = row.problem;
  return {
    view: toSubmissionView(row, await getTestGroups(problemId), detailFor(viewer, { ownerId }), { timeLimitMs, memoryLimitMb }),
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
      problem: { select: { ownerId: true, timeLimitMs: true, memoryLimitMb: true } },
      results: { select: submissionResultSelect, orderBy: { ordinal: "asc" } },
    },
  });
  if (!row || row.kind !== "submission" || !mayReadSubmission(viewer, row)) return null;
  const view = toSubmissionView(row, groups ?? (await getTestGroups(row.problemId)), detailFor(viewer, row.problem), row.problem);
  return { view, problemId: row.problemId };
}
