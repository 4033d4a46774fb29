// The studio's refusals in the reader's language: publishing's refusals by their code
// (lib/studio/publish-problem.ts), the studio's fixed sentences (lib/studio/refusals.ts, the
// staff gate) by lookup, then the site's (app/translate-refusal.ts). Anything else (validation of
// a package's files and fields) is shown as it came, in English.
import type { useTranslations } from "next-intl";
import type { PublishRefusal } from "@/lib/studio/publish-problem";
import { LOOKUP_ERRORS, ROLE_ERRORS } from "@/lib/studio/refusals";
import { translateRefusal, type Refusal } from "../translate-refusal";

type Translator = ReturnType<typeof useTranslations<never>>;

const FIXED: Record<string, "anotherOwner" | "bundled" | "staffOnly" | "adminsOnly" | "demoteSelf"> = {
  [LOOKUP_ERRORS.forbidden]: "anotherOwner",
  [LOOKUP_ERRORS.bundled]: "bundled",
  // lib/auth/require-role.ts's StaffOnlyError and lib/studio/staff-action.ts's admin gate.
  "Only instructors and admins may use the studio.": "staffOnly",
  "Only admins may do this.": "adminsOnly",
  [ROLE_ERRORS.adminsOnly]: "adminsOnly",
  [ROLE_ERRORS.demoteSelf]: "demoteSelf",
};

export function translateStudioRefusal(refusal: Refusal & { reason?: PublishRefusal }, t: Translator): string {
  if (refusal.reason !== undefined) return t(`studioRefusal.publish.${refusal.reason}`);
  const fixed = FIXED[refusal.error];
  if (fixed === "bundled") return t("studioRefusal.bundled", { folder: "problems/<slug>/" });
  if (fixed !== undefined) return t(`studioRefusal.${fixed}`);
  return translateRefusal(refusal, t);
}
