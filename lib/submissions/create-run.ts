// Queues a run (the problem page's Run button): the editor's program on the samples or on the
// user's own input, judged like a submission but never listed nor counted. Runs share the
// workers with submissions by worker time (lib/queue/fair-submission-order.ts) and are limited
// per user by LIMITS.rateLimits.runsPerUser (taken atomically: parallel requests cannot both take
// the last run). A user's runs older than RUN_RETENTION_MS are deleted as new ones arrive.
//
// One pending run per user, kept by the database (Submission.activeRunOf is unique and holds the
// owner's id while the run is queued or judging): a new Run replaces the user's run that is still
// waiting in the queue (the student asks for the code now in the editor; the older code's result
// would only be stale, and it has used no worker yet): the same row takes the new code and goes
// to the back of the queue, so a page still following it shows the newest run. It is refused
// while that run is being judged (stopping it would not free its worker before its current test
// ends, and a second run beside it would take a second worker). One statement decides, an
// INSERT ... ON CONFLICT DO UPDATE ... WHERE still queued, so parallel requests cannot both add a
// run, and a claim in progress (which locks or changes the row first) wins over a replacement.
import { mayReadProblem } from "../auth/permissions";
import { z } from "zod";
import { db } from "../db";
import { wakeJudge } from "../queue/judge-wakeup";
import type { RateLimitName } from "../rate-limit/limits";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { LANGUAGES, LIMITS, QUEUE_PRIORITY } from "../types";
import { formatKiB, sourceSchema } from "./create-submission";
import { RUN_STILL_RUNNING } from "./run-refusals";

const RUN_RETENTION_MS = 24 * 60 * 60 * 1000;

export const createRunSchema = z.object({
  userId: z.number().int().positive(),
  problemSlug: z.string().min(1).max(200),
  language: z.enum(LANGUAGES, { error: "Only TypeScript is offered." }),
  source: sourceSchema,
  /** Custom input; left out (or null) to run on the samples. */
  /** The address group of the request (lib/rate-limit/client-address.ts), charged for the worker time. */
  clientGroup: z.string().max(100).nullish(),
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
  // SQLite (3.35+) and PostgreSQL alike; RETURNING gives nothing when the pending run is being judged.
  const rows = await db().$queryRaw<Array<{ id: number | bigint }>>`
    INSERT INTO "Submission" ("userId", "problemId", "language", "source", "kind", "priority", "runInput", "clientGroup", "activeRunOf", "status", "createdAt")
    VALUES (${userId}, ${problem.id}, ${language}, ${source}, 'run', ${QUEUE_PRIORITY.run}, ${parsed.data.input ?? null}, ${parsed.data.clientGroup ?? null}, ${userId}, 'queued', ${now})
    ON CONFLICT ("activeRunOf") DO UPDATE SET
      "problemId" = excluded."problemId", "language" = excluded."language", "source" = excluded."source",
      "runInput" = excluded."runInput", "clientGroup" = excluded."clientGroup", "createdAt" = excluded."createdAt",
      "attempts" = 0, "notBefore" = NULL, "lastError" = NULL, "testsTotal" = 0
    WHERE "Submission"."status" = 'queued'
    RETURNING "id"`;
  const run = rows[0];
  if (!run) return { ok: false, error: RUN_STILL_RUNNING };
  await wakeJudge();
  return { ok: true, id: Number(run.id) };
}
