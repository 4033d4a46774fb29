// The named rate limits: their numbers live in LIMITS.rateLimits (lib/types.ts); here each gets
// the words its refusal uses. A Record over the names, so a new limit does not compile until
// its message exists.
import { LIMITS } from "../types";

export type RateLimitName = keyof typeof LIMITS.rateLimits;

export interface RateLimit {
  count: number;
  windowMs: number;
  /** What is counted, for "Too many <what> (at most ...)". */
  what: string;
}

const WHAT: Record<RateLimitName, string> = {
  signInPerAddressAccount: "sign-in attempts for this account from your network address",
  signUpPerAddress: "new accounts from your network address",
  submissionsPerUser: "submissions",
  runsPerUser: "runs",
  packageChecksPerInstructor: "package checks",
  importsPerInstructor: "package imports",
};

export const RATE_LIMIT_NAMES = Object.keys(WHAT) as RateLimitName[];

export function rateLimit(name: RateLimitName): RateLimit {
  return { ...LIMITS.rateLimits[name], what: WHAT[name] };
}

/** "a minute", "an hour", "in 15 minutes", "in 30 s". */
export function formatWindow(windowMs: number): string {
  if (windowMs === 60_000) return "a minute";
  if (windowMs === 3_600_000) return "an hour";
  if (windowMs % 60_000 === 0) return `in ${windowMs / 60_000} minutes`;
  return `in ${Math.ceil(windowMs / 1000)} s`;
}

/** "42 s" under two minutes, else whole minutes rounded up ("14 min"). */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/** "Too many runs (at most 10 a minute); try again in 40 s." */
export function refusalMessage(limit: RateLimit, retryAfterMs: number): string {
  return `Too many ${limit.what} (at most ${limit.count} ${formatWindow(limit.windowMs)}); try again in ${formatWait(retryAfterMs)}.`;
}

/** Whether a message is one of refusalMessage's (the sign-in page shows those as they are). */
export function isRateLimitMessage(message: string): boolean {
  return /^Too many .+ \(at most \d+ .+\); try again in \d+ (s|min)\.$/.test(message);
}
