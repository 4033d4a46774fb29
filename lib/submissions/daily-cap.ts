// The per-problem daily submission cap: at most so many graded submissions per user to one
// problem per UTC day (runs are not counted: they never touch the hidden tests). Each submission
// can read a few bits out of the hidden tests (judge/README.md), so the cap bounds what a student,
// or a crowd of free accounts each capped alike, learns of them per day.
//
// The cap is LIMITS.dailySubmissionsPerProblem.default, or, for a problem in sets the user joined,
// the smallest of those sets' caps (each set's owner chooses it in the set's form). Counted with
// the rate limits' counter (lib/rate-limit/take-rate-limit.ts takeWindowSlot): one statement the
// database serialises, so parallel submissions never both take the last slot. The window is the
// UTC day (windows start at multiples of 24 h since the epoch, i.e. at 00:00 UTC).
import type { PrismaClient } from "../db";
import { takeWindowSlot } from "../rate-limit/take-rate-limit";
import { LIMITS } from "../types";

export const DAY_MS = 24 * 60 * 60_000;
/** The counter's name in RateLimitCounter (apart from the named rate limits). */
const COUNTER = "dailySubmissionsPerProblem";

/** A refusal: the cap that applies and when the next UTC day starts (the page words it: app/translate-refusal.ts). */
export interface DailyCapRefusal {
  ok: false;
  error: string;
  /** resumesAt: the next 00:00 UTC; retryAfterMs: how long until then, measured by the server. */
  dailyCap: { cap: number; resumesAt: Date; retryAfterMs: number };
}

/** The cap for this user on this problem: the smallest of their sets' holding it, else the default. */
export async function dailyCapFor(prisma: PrismaClient, userId: number, problemId: number): Promise<number> {
  const sets = await prisma.problemSet.findMany({
    where: { items: { some: { problemId } }, members: { some: { userId } } },
    select: { dailySubmissionCap: true },
  });
  return sets.reduce((cap, s) => Math.min(cap, s.dailySubmissionCap), sets.length > 0 ? Infinity : LIMITS.dailySubmissionsPerProblem.default);
}

/** Takes one of today's submissions of this user to this problem, or says when the next day starts. */
export async function takeDailySubmission(
  prisma: PrismaClient,
  userId: number,
  problemId: number,
  now: Date,
): Promise<{ ok: true; remaining: number } | DailyCapRefusal> {
  const cap = await dailyCapFor(prisma, userId, problemId);
  const taken = await takeWindowSlot(COUNTER, `${userId}:${problemId}`, { count: cap, windowMs: DAY_MS }, now, prisma);
  if (taken.ok) return taken;
  const resumesAt = new Date(now.getTime() + taken.retryAfterMs);
  return { ok: false, error: dailyCapMessage(cap, resumesAt), dailyCap: { cap, resumesAt, retryAfterMs: taken.retryAfterMs } };
}

/** "You have made 50 submissions to this problem today (the most a day); you can submit again at 2026-12-08 00:00 UTC." */
export function dailyCapMessage(cap: number, resumesAt: Date): string {
  const at = resumesAt.toISOString().slice(0, 16).replace("T", " ");
  return `You have made ${cap} submissions to this problem today (the most a day, counted per UTC day); you can submit again at ${at} UTC.`;
}
