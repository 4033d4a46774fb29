"use server";

import { authAction } from "@/lib/auth/auth-action";
import { mayRejudgeAny } from "@/lib/auth/permissions";
import { mayRejudge, rejudge, rejudgeSchema } from "@/lib/submissions/rejudge-submissions";

const rejudgeAction = authAction(
  rejudgeSchema,
  async (input, user) => ((await mayRejudge(user, input)) ? rejudge(input) : { ok: false as const, error: "You are not allowed to do this." }),
  mayRejudgeAny,
);

/** Admins, and instructors on their own problems: requeue one submission ({ submissionId }) or a problem's ({ problemSlug }). */
export async function rejudgeSubmissions(input: unknown) {
  return rejudgeAction(input);
}
