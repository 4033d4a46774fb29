// A failed check's message in the reader's language: the wall-clock cap's end
// (judge/package-check/check-loop.ts) is worded here; the package checker's findings stay as
// the check wrote them.
import type { useTranslations } from "next-intl";
import type { CheckFailure } from "@/lib/studio/check-result";

type Translator = ReturnType<typeof useTranslations<"studioCheck">>;

export function failureText(failure: CheckFailure, t: Translator): string {
  const ms = failure.timedOutAfterMs;
  if (ms === undefined) return failure.message;
  return ms < 120_000 ? t("timedOutSeconds", { seconds: Math.ceil(ms / 1000) }) : t("timedOutMinutes", { minutes: Math.ceil(ms / 60_000) });
}
