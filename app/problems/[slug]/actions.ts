"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/rate-limit/client-address";
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

/**
 * The request's address group (an IPv4 address, an IPv6 /64): the fair claim charges its worker
 * time to it too (lib/queue/fair-submission-order.ts). None when the request came without one.
 */
async function requestGroup(): Promise<string | null> {
  const address = clientAddress(await headers(), env().TRUST_PROXY);
  return address === "unknown" ? null : address;
}

const submit = authAction(submitSchema, async (input, user) =>
  createSubmission({ userId: user.id, problemSlug: input.slug, language: input.language, source: input.source, clientGroup: await requestGroup() }),
);

/** Queues the signed-in user's code; returns the new submission's id or a message to show. */
export async function submitSolution(input: unknown) {
  return submit(input);
}

const runSchema = submitSchema.extend({ input: z.string().nullable() });

const run = authAction(runSchema, async (input, user) =>
  createRun({ userId: user.id, problemSlug: input.slug, language: input.language, source: input.source, input: input.input, clientGroup: await requestGroup() }),
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
