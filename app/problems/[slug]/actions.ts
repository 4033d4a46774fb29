"use server";

import { z } from "zod";
import { rowIdSchema } from "@/lib/row-id";
import { authAction } from "@/lib/auth/auth-action";
import { createRun } from "@/lib/submissions/create-run";
import { createSubmission } from "@/lib/submissions/create-submission";
import { getRun } from "@/lib/submissions/get-run";
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

const runSchema = submitSchema.extend({ input: z.string().nullable() });

const run = authAction(runSchema, (input, user) =>
  createRun({ userId: user.id, problemSlug: input.slug, language: input.language, source: input.source, input: input.input }),
);

/** Runs the code on the samples (input null) or on custom input, without submitting. */
export async function runSolution(input: unknown) {
  return run(input);
}

const readRun = authAction(z.object({ id: rowIdSchema }), async (input, user) => {
  const view = await getRun(input.id, user.id);
  return view ? { ok: true as const, run: view } : { ok: false as const, error: "There is no such run." };
});

/** A run's progress and results (its owner only). */
export async function getRunResult(input: unknown) {
  return readRun(input);
}
