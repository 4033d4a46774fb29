// Rejudging: one submission, or every submission of a problem, goes back to the queue at the
// lowest priority (lib/queue/requeue-for-rejudge.ts). Who may do it is decided here, once, for
// the server actions and the API route alike: admins now; instructors of their own problems
// later (problems have no owner yet).
import { z } from "zod";
import { db } from "../db";
import { requeueForRejudge, wakeJudge } from "../queue";
import type { Role } from "../types";

export const rejudgeSchema = z.union([
  z.strictObject({ submissionId: z.number().int().positive() }),
  z.strictObject({ problemSlug: z.string().min(1).max(200) }),
]);
export type RejudgeInput = z.infer<typeof rejudgeSchema>;

export const REJUDGE_ROLES: readonly Role[] = ["admin"];

export function canRejudge(role: Role): boolean {
  return REJUDGE_ROLES.includes(role);
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
