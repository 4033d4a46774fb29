"use server";

import { authAction } from "@/lib/auth/auth-action";
import { REJUDGE_ROLES, rejudge, rejudgeSchema } from "@/lib/submissions/rejudge-submissions";

const rejudgeAction = authAction(rejudgeSchema, (input) => rejudge(input), REJUDGE_ROLES);

/** Admins: requeue one submission ({ submissionId }) or a problem's ({ problemSlug }). */
export async function rejudgeSubmissions(input: unknown) {
  return rejudgeAction(input);
}
