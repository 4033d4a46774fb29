// A problem set action's refusal in the reader's language: lib/problem-sets answers with a code
// (set-refusal.ts); the shared refusals (sign in, not allowed) go through translateRefusal;
// a validation message is shown as it came.
import type { useTranslations } from "next-intl";
import type { SetRefusalCode } from "@/lib/problem-sets/set-refusal";
import { translateRefusal } from "../../translate-refusal";

type Translator = ReturnType<typeof useTranslations<never>>;

export interface SetActionRefusal {
  error: string;
  code?: SetRefusalCode;
  slugs?: string[];
}

export function translateSetRefusal(refusal: SetActionRefusal, t: Translator): string {
  if (refusal.code) return t(`studioSets.refusal.${refusal.code}`, { slugs: (refusal.slugs ?? []).join(", ") });
  return translateRefusal(refusal, t);
}
