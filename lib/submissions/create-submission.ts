// Queues a submission for judging: the problem must exist, the language must be offered, the
// code must be non-empty and within LIMITS.maxSourceBytes, and the user within
// LIMITS.rateLimits.submissionsPerUser and the problem's daily cap (daily-cap.ts). Anything
// refused here is never queued.
import { mayReadProblem } from "../auth/permissions";
import { z } from "zod";
import { db } from "../db";
import { wakeJudge } from "../queue/judge-wakeup";
import type { RateLimitName } from "../rate-limit/limits";
import { takeRateLimit } from "../rate-limit/take-rate-limit";
import { LANGUAGES } from "../types";
import { takeDailySubmission, type DailyCapRefusal } from "./daily-cap";
import { formatKiB, sourceTooLarge } from "./size-limits";

export { formatKiB };

export const sourceSchema = z.string().superRefine((source, ctx) => {
  if (source.trim().length === 0) {
    ctx.addIssue({ code: "custom", message: "Your code is empty." });
    return;
  }
  // The same measure as the page's own check before sending (size-limits.ts).
  const tooLarge = sourceTooLarge(source);
  if (tooLarge) {
    ctx.addIssue({
      code: "custom",
      message: `Your code is ${formatKiB(tooLarge.bytes)}; the limit is ${formatKiB(tooLarge.limit)}.`,
    });
  }
});

export const createSubmissionSchema = z.object({
  userId: z.number().int().positive(),
  problemSlug: z.string().min(1).max(200),
  language: z.enum(LANGUAGES, { error: "Only TypeScript is offered." }),
  source: sourceSchema,
  /** The address group of the request (lib/rate-limit/client-address.ts): the fair claim charges it too. */
  clientGroup: z.string().max(100).nullish(),
});
export type CreateSubmissionInput = z.input<typeof createSubmissionSchema>;

export type CreateSubmissionResult =
  | { ok: true; id: number }
  | { ok: false; error: string; retryAfterMs?: number; limit?: RateLimitName }
  | DailyCapRefusal;

export async function createSubmission(input: CreateSubmissionInput, now: Date = new Date()): Promise<CreateSubmissionResult> {
  const parsed = createSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid submission." };
  const { userId, problemSlug, language, source } = parsed.data;
  const problem = await db().problem.findUnique({ where: { slug: problemSlug }, select: { id: true, published: true } });
  if (!problem || !mayReadProblem(problem)) return { ok: false, error: "There is no such problem." };
  const taken = await takeRateLimit("submissionsPerUser", userId, now);
  if (!taken.ok) return taken;
  // After the per-minute limit: a burst refused there does not use up the day.
  const today = await takeDailySubmission(db(), userId, problem.id, now);
  if (!today.ok) return today;
  const submission = await db().submission.create({
    data: { userId, problemId: problem.id, language, source, status: "queued", clientGroup: parsed.data.clientGroup ?? null },
    select: { id: true },
  });
  await wakeJudge();
  return { ok: true, id: submission.id };
}
