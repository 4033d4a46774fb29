// A problem set action's refusal in the reader's language: lib/problem-sets answers with a code
// (set-refusal.ts) or one of the schema's known messages (SET_INPUT_ERRORS); the shared refusals
// (sign in, not allowed) go through translateRefusal.
import type { useTranslations } from "next-intl";
import { SET_INPUT_ERRORS, type SetInputError } from "@/lib/problem-sets/set-input-errors";
import type { InviteResult } from "@/lib/problem-sets/set-members";
import type { SetRefusalCode } from "@/lib/problem-sets/set-refusal";
import { translateRefusal } from "../../translate-refusal";

type Translator = ReturnType<typeof useTranslations<never>>;

/** An invitation's refusals (lib/problem-sets/set-members.ts) besides the set's own. */
type InviteRefusalCode = Extract<InviteResult, { ok: false }>["code"];

export interface SetActionRefusal {
  error: string;
  code?: SetRefusalCode | InviteRefusalCode;
  slugs?: string[];
  /** badEmails: what was not an address; tooManyEmails: the most at once. */
  emails?: string[];
  max?: number;
}

export function translateSetRefusal(refusal: SetActionRefusal, t: Translator): string {
  if (refusal.code) {
    return t(`studioSets.refusal.${refusal.code}`, { slugs: (refusal.slugs ?? []).join(", "), emails: (refusal.emails ?? []).join(", "), max: refusal.max ?? 0 });
  }
  const invalid = (Object.keys(SET_INPUT_ERRORS) as SetInputError[]).find((key) => SET_INPUT_ERRORS[key] === refusal.error);
  if (invalid) return t(`studioSets.invalid.${invalid}`);
  return translateRefusal(refusal, t);
}
