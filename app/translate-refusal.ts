// Refusals from the server actions in the reader's language. lib/ answers in English; a rate
// limit's refusal also names its limit and wait (lib/rate-limit/take-rate-limit.ts), which are
// put into words here, and the actions' fixed sentences (lib/auth/auth-action.ts,
// lib/submissions/) are looked up. Anything else (a validation message) is shown as it came.
import type { useTranslations } from "next-intl";
import type { Messages } from "@/lib/i18n/messages";
import { rateLimit, type RateLimitName } from "@/lib/rate-limit/limits";

type Translator = ReturnType<typeof useTranslations<never>>;
type ErrorKey = keyof Messages["errors"];

const KNOWN_REFUSALS: Record<string, ErrorKey> = {
  "Sign in to do this.": "signInRequired",
  "You are not allowed to do this.": "notAllowed",
  "There is no such problem.": "noSuchProblem",
  "There is no such run.": "noSuchRun",
  "Invalid input.": "invalidInput",
  "An account with this e-mail already exists. Sign in instead.": "accountExists",
};

export interface Refusal {
  error: string;
  limit?: RateLimitName;
  retryAfterMs?: number;
}

export function translateRefusal(refusal: Refusal, t: Translator): string {
  if (refusal.limit !== undefined && refusal.retryAfterMs !== undefined) {
    return rateLimitRefusal(refusal.limit, refusal.retryAfterMs, t);
  }
  const key = KNOWN_REFUSALS[refusal.error];
  return key ? t(`errors.${key}`) : refusal.error;
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
