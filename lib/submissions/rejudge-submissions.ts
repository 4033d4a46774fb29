// Rejudging: one submission, or every submission of a problem, goes back to the queue at the
// lowest priority (lib/queue/requeue-for-rejudge.ts). Who may do it is decided here, once, for
// the server actions, the API route and the pages alike: admins, and instructors on the
// problems they own (studio problems; bundled packages have no owner).
import { z } from "zod";
import { db } from "../db";
import { requeueForRejudge, wakeJudge } from "../queue";
import type { Role } from "../types";

export const rejudgeSchema = z.union([
  z.strictObject({ submissionId: z.number().int().positive() }),
  z.strictObject({ problemSlug: z.string().min(1).max(200) }),
]);
export type RejudgeInput = z.infer<typeof rejudgeSchema>;

/** Roles that may rejudge at all (an instructor only on the problems they own). */
export const REJUDGE_ROLES: readonly Role[] = ["admin", "instructor"];

type Rejudger = { id: number; role: Role };

/** Admins, or the instructor who owns the problem; without a problem: whether the role may rejudge anything. */
export function canRejudge(user: Rejudger, problem?: { ownerId: number | null }): boolean {
  if (user.role === "admin") return true;
  if (!REJUDGE_ROLES.includes(user.role)) return false;
  return problem === undefined || (problem.ownerId !== null && problem.ownerId === user.id);
}

/** canRejudge for a request: looks up the problem it targets (an unknown target is left to rejudge()). */
export async function mayRejudge(user: Rejudger, input: RejudgeInput): Promise<boolean> {
  if (!canRejudge(user)) return false;
  const problem =
    "submissionId" in input
      ? (await db().submission.findUnique({ where: { id: input.submissionId }, select: { problem: { select: { ownerId: true } } } }))?.problem
      : await db().problem.findUnique({ where: { slug: input.problemSlug }, select: { ownerId: true } });
  return problem ? canRejudge(user, problem) : true;
}

export type RejudgeResult = { ok: true; requeued: number } | { ok: false; error: string };

export async function rejudge(input: RejudgeInput): Promise<RejudgeResult> {
  if ("submissionId" in input) {
    const requeued = await requeueForRejudge(db(), { id: input.submissionId });
    wakeJudge();
    return requeued === 1 ? { ok: true, requeued } : { ok: false, error: "There is no such submission." };
  }
  const problem = await db().problem.findUnique({ where: { slug: input.problemSlug }, select: { id: true } });
  if (!problem) return { ok: false, error: "There is no such problem." };
  const requeued = await requeueForRejudge(db(), { problemId: problem.id });
  wakeJudge();
  return { ok: true, requeued };
}
