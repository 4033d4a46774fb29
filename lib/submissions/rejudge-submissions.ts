// Rejudging: one submission, or every submission of a problem, goes back to the queue at the
// lowest priority (lib/queue/requeue-for-rejudge.ts). Who may do it is the rule of
// lib/auth/permissions.ts (admins, and instructors on the problems they own); mayRejudge looks up
// the problem a request targets, for the server actions, the API route and the pages alike.
import { z } from "zod";
import { rowIdSchema } from "../row-id";
import { db } from "../db";
import { requeueForRejudge, wakeJudge } from "../queue";
import { mayRejudgeAny, mayRejudgeProblem, type Actor } from "../auth/permissions";

export const rejudgeSchema = z.union([
  z.strictObject({ submissionId: rowIdSchema }),
  z.strictObject({ problemSlug: z.string().min(1).max(200) }),
]);
export type RejudgeInput = z.infer<typeof rejudgeSchema>;

/** The permission for a request: looks up the problem it targets (an unknown target is left to rejudge()). */
export async function mayRejudge(user: Actor, input: RejudgeInput): Promise<boolean> {
  if (!mayRejudgeAny(user)) return false;
  const problem =
    "submissionId" in input
      ? (await db().submission.findUnique({ where: { id: input.submissionId }, select: { problem: { select: { ownerId: true } } } }))?.problem
      : await db().problem.findUnique({ where: { slug: input.problemSlug }, select: { ownerId: true } });
  return problem ? mayRejudgeProblem(user, problem) : true;
}

export type RejudgeResult = { ok: true; requeued: number } | { ok: false; error: string };

export async function rejudge(input: RejudgeInput): Promise<RejudgeResult> {
  if ("submissionId" in input) {
    const requeued = await requeueForRejudge(db(), { id: input.submissionId });
    await wakeJudge();
    return requeued === 1 ? { ok: true, requeued } : { ok: false, error: "There is no such submission." };
  }
  const problem = await db().problem.findUnique({ where: { slug: input.problemSlug }, select: { id: true } });
  if (!problem) return { ok: false, error: "There is no such problem." };
  const requeued = await requeueForRejudge(db(), { problemId: problem.id });
  await wakeJudge();
  return { ok: true, requeued };
}
