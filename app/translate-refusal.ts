// Refusals from the server actions in the reader's language. lib/ answers in English; a rate
// limit's refusal also names its limit and wait (lib/rate-limit/take-rate-limit.ts), which are
// put into words here, and the actions' fixed sentences (lib/auth/auth-action.ts,
// lib/submissions/) and the sign-up form's validation messages (lib/auth/credentials.ts) are looked
// up. Anything else is shown as it came.
import type { useTranslations } from "next-intl";
import { CREDENTIAL_MESSAGES, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type CredentialMessage } from "@/lib/auth/credential-rules";
import type { Messages } from "@/lib/i18n/messages";
import { RATE_LIMIT_NAMES, rateLimit, type RateLimitName } from "@/lib/rate-limit/limits";
import { RUN_STILL_RUNNING } from "@/lib/submissions/run-refusals";

type Translator = ReturnType<typeof useTranslations<never>>;
type ErrorKey = keyof Messages["errors"];

const KNOWN_REFUSALS: Record<string, ErrorKey> = {
  "Sign in to do this.": "signInRequired",
  "You are not allowed to do this.": "notAllowed",
  "There is no such problem.": "noSuchProblem",
  "There is no such run.": "noSuchRun",
  [RUN_STILL_RUNNING]: "runStillRunning",
  "Invalid input.": "invalidInput",
};

export interface Refusal {
  error: string;
  limit?: RateLimitName;
  retryAfterMs?: number;
  /** A problem's daily submission cap (lib/submissions/daily-cap.ts): the cap and the wait until 00:00 UTC. */
  dailyCap?: { cap: number; retryAfterMs: number };
}

export function translateRefusal(refusal: Refusal, t: Translator): string {
  if (refusal.dailyCap !== undefined) {
    const minutes = Math.max(1, Math.ceil(refusal.dailyCap.retryAfterMs / 60_000));
    return t("errors.dailySubmissionCap", { cap: refusal.dailyCap.cap, hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  }
  if (refusal.limit !== undefined && refusal.retryAfterMs !== undefined) {
    return rateLimitRefusal(refusal.limit, refusal.retryAfterMs, t);
  }
  const key = KNOWN_REFUSALS[refusal.error];
  if (key) return t(`errors.${key}`);
  const credential = CREDENTIAL_REFUSALS.get(refusal.error);
  if (credential) return t(`authErrors.${credential}`, { min: MIN_PASSWORD_LENGTH, maxPassword: MAX_PASSWORD_LENGTH, maxName: MAX_NAME_LENGTH });
  return refusal.error;
}

const CREDENTIAL_REFUSALS = new Map(Object.entries(CREDENTIAL_MESSAGES).map(([key, text]) => [text as string, key as CredentialMessage]));

/**
 * A rate limit's refusal that arrived as lib/'s English sentence only (next-auth passes sign-in's
 * refusal on as its error text), in the reader's language; null when it is not one.
 */
export function translateRateLimitMessage(message: string, t: Translator): string | null {
  const wait = /; try again in (\d+) (s|min)\.$/.exec(message);
  const name = RATE_LIMIT_NAMES.find((n) => message.startsWith(`Too many ${rateLimit(n).what} (at most `));
  if (!wait || name === undefined) return null;
  const retryAfterMs = Number(wait[1]) * (wait[2] === "min" ? 60_000 : 1000);
  return rateLimitRefusal(name, retryAfterMs, t);
}

/** Says the same as lib/rate-limit/limits.ts's refusalMessage: what, how many per window, how long to wait. */
export function rateLimitRefusal(name: RateLimitName, retryAfterMs: number, t: Translator): string {
  const { count, windowMs } = rateLimit(name);
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 120 ? t("rateLimit.waitSeconds", { seconds }) : t("rateLimit.waitMinutes", { minutes: Math.ceil(seconds / 60) });
  return t("rateLimit.refused", {
    what: t(`rateLimit.what.${name}`),
    count,
    window: t("rateLimit.window", { minutes: Math.round(windowMs / 60_000) }),
    wait,
  });
}
