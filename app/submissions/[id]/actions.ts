"use server";

import { authAction } from "@/lib/auth/auth-action";
import { mayRejudge, REJUDGE_ROLES, rejudge, rejudgeSchema } from "@/lib/submissions/rejudge-submissions";

const rejudgeAction = authAction(
  rejudgeSchema,
  async (input, user) => ((await mayRejudge(user, input)) ? rejudge(input) : { ok: false as const, error: "You are not allowed to do this." }),
  REJUDGE_ROLES,
);

/** Admins, and instructors on their own problems: requeue one submission ({ submissionId }) or a problem's ({ problemSlug }). */
export async function rejudgeSubmissions(input: unknown) {
  return rejudgeAction(input);
}
