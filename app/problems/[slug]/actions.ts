"use server";

import { z } from "zod";
import { authAction } from "@/lib/auth/auth-action";
import { createSubmission } from "@/lib/submissions/create-submission";
import { LANGUAGES } from "@/lib/types";

const submitSchema = z.object({
  slug: z.string().min(1).max(200),
  language: z.enum(LANGUAGES),
  source: z.string(),
});

const submit = authAction(submitSchema, (input, user) =>
  createSubmission({ userId: user.id, problemSlug: input.slug, language: input.language, source: input.source }),
);

/** Queues the signed-in user's code; returns the new submission's id or a message to show. */
export async function submitSolution(input: unknown) {
  return submit(input);
}
