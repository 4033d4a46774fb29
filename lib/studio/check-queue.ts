// Package checks from the studio's side: queue a check of a problem's current draft (the judge
// daemon runs it: judge/package-check/check-worker.ts), read a check for its page and event stream, and the
// submissions judged on older test data with the button that rejudges them.
import type { PrismaClient } from "../db";
import { mayEditProblem } from "../auth/permissions";
import type { SessionUser } from "../auth/session";
import { requeueForRejudge, wakeJudge } from "../queue";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { packageContentHash } from "../problem-package/content-hash";
import { parseCheckFailure, type CheckFailure } from "./check-result";
import { parseStoredFiles } from "./draft-files";
import { editableProblemId } from "./studio-problems";

type Staff = Pick<SessionUser, "id" | "role">;

export interface CheckView {
  id: number;
  slug: string;
  status: string;
  progress: string[];
  failure: CheckFailure | null;
  /** Whether the check is of the draft as it is now (publishing needs that and "passed"). */
  current: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** Limited per instructor by LIMITS.rateLimits.packageChecksPerInstructor (each check runs every solution). */
export async function queueCheck(
  prisma: PrismaClient,
  user: Staff,
  slug: string,
  now: Date = new Date(),
): Promise<{ ok: true; checkId: number } | { ok: false; error: string; retryAfterMs?: number }> {
  const editable = await editableProblemId(prisma, user, slug);
  if (!editable.ok) return editable;
  const draft = await prisma.problemDraft.findUnique({ where: { problemId: editable.id }, select: { files: true } });
  if (!draft) return { ok: false, error: `${slug} has no studio draft to check.` };
  const taken = await takeRateLimit("packageChecksPerInstructor", user.id, now, prisma);
  if (!taken.ok) return taken;
  const check = await prisma.packageCheck.create({
    data: { problemId: editable.id, requestedById: user.id, filesHash: packageContentHash(parseStoredFiles(draft.files)) },
    select: { id: true },
  });
  await wakeJudge(prisma);
  return { ok: true, checkId: check.id };
}

/** One check, if the user may edit its problem. */
export async function getCheckView(prisma: PrismaClient, user: Staff, checkId: number): Promise<CheckView | null> {
  const row = await prisma.packageCheck.findUnique({
    where: { id: checkId },
    select: { id: true, status: true, progress: true, report: true, filesHash: true, createdAt: true, finishedAt: true, problem: { select: { slug: true, ownerId: true, draft: { select: { files: true } } } } },
  });
  if (!row || !mayEditProblem(user, row.problem)) return null;
  const draftHash = row.problem.draft ? packageContentHash(parseStoredFiles(row.problem.draft.files)) : null;
  return {
    id: row.id,
    slug: row.problem.slug,
    status: row.status,
    progress: row.progress.split("\n").filter((l) => l !== ""),
    failure: row.status === "failed" ? parseCheckFailure(row.report) : null,
    current: draftHash === row.filesHash,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The latest check of a problem the user may edit, or null. */
export async function latestCheckView(prisma: PrismaClient, user: Staff, problemId: number): Promise<CheckView | null> {
  const latest = await prisma.packageCheck.findFirst({ where: { problemId }, orderBy: { id: "desc" }, select: { id: true } });
  return latest ? getCheckView(prisma, user, latest.id) : null;
}

const staleWhere = (problemId: number, version: number) => ({ problemId, kind: "submission", status: "done", testDataVersion: { lt: version } });

/** Graded submissions judged on an older version of the problem's test data. */
export async function countStaleSubmissions(prisma: PrismaClient, problemId: number): Promise<number> {
  const problem = await prisma.problem.findUnique({ where: { id: problemId }, select: { testDataVersion: true } });
  return problem ? prisma.submission.count({ where: staleWhere(problemId, problem.testDataVersion) }) : 0;
}

/** Requeues them at the lowest priority (owner or admin: editableProblemId decides). */
export async function rejudgeStaleSubmissions(prisma: PrismaClient, user: Staff, slug: string): Promise<{ ok: true; requeued: number } | { ok: false; error: string }> {
  const editable = await editableProblemId(prisma, user, slug);
  if (!editable.ok) return editable;
  const problem = await prisma.problem.findUniqueOrThrow({ where: { id: editable.id }, select: { testDataVersion: true } });
  const requeued = await requeueForRejudge(prisma, staleWhere(editable.id, problem.testDataVersion));
  await wakeJudge(prisma);
  return { ok: true, requeued };
}
