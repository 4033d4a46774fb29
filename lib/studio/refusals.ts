// The studio's fixed refusals, in one place: lib/studio answers with these English sentences and
// app/studio/translate-studio-refusal.ts looks them up to show them in the reader's language.
export const LOOKUP_ERRORS = {
  missing: "There is no such problem.",
  forbidden: "This problem belongs to another instructor: only its owner and admins may change it.",
  bundled: "This is a bundled package: it is edited in problems/<slug>/ in the repository, not in the studio.",
} as const;

export const ROLE_ERRORS = {
  adminsOnly: "Only admins may change roles.",
  demoteSelf: "You cannot demote yourself: ask another admin.",
} as const;
