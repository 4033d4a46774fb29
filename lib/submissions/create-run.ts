// Queues a run (the problem page's Run button): the editor's program on the samples or on the
// user's own input, judged like a submission but never listed nor counted. Runs are claimed
// before submissions and rejudges (QUEUE_PRIORITY.run) and limited per user by
// LIMITS.rateLimits.runsPerUser (taken atomically: parallel requests cannot both take the last
// run). A user's runs older than RUN_RETENTION_MS are deleted as new ones arrive.
import { mayReadProblem } from "../auth/permissions";
import { z } from "zod";
import { db } from "../db";
import { wakeJudge } from "../queue/judge-wakeup";
import type { RateLimitName } from "../rate-limit/limits";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { LANGUAGES, LIMITS, QUEUE_PRIORITY } from "../types";
import { formatKiB, sourceSchema } from "./create-submission";

const RUN_RETENTION_MS = 24 * 60 * 60 * 1000;

export const createRunSchema = z.object({
  userId: z.number().int().positive(),
  problemSlug: z.string().min(1).max(200),
  language: z.enum(LANGUAGES, { error: "Only TypeScript is offered." }),
  source: sourceSchema,
  /** Custom input; left out (or null) to run on the samples. */
  input: z
    .string()
    .refine((input) => Buffer.byteLength(input, "utf8") <= LIMITS.maxRunInputBytes, {
      message: `The input is over ${formatKiB(LIMITS.maxRunInputBytes)}.`,
    })
    .nullish(),
});
export type CreateRunInput = z.input<typeof createRunSchema>;

export type CreateRunResult =
  | { ok: true; id: number }
  | { ok: false; error: string; retryAfterMs?: number; limit?: RateLimitName };

export async function createRun(input: CreateRunInput, now: Date = new Date()): Promise<CreateRunResult> {
  const parsed = createRunSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid run." };
  const { userId, problemSlug, language, source } = parsed.data;
  const problem = await db().problem.findUnique({ where: { slug: problemSlug }, select: { id: true, published: true } });
  if (!problem || !mayReadProblem(problem)) return { ok: false, error: "There is no such problem." };

  const taken = await takeRateLimit("runsPerUser", userId, now);
  if (!taken.ok) return taken;

  await db().submission.deleteMany({ where: { userId, kind: "run", createdAt: { lt: new Date(now.getTime() - RUN_RETENTION_MS) } } });
  const run = await db().submission.create({
    data: {
      userId,
      problemId: problem.id,
      language,
      source,
      kind: "run",
      priority: QUEUE_PRIORITY.run,
      runInput: parsed.data.input ?? null,
      status: "queued",
      createdAt: now,
    },
    select: { id: true },
  });
  await wakeJudge();
  return { ok: true, id: run.id };
}
