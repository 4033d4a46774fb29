// The problem set form's validation messages (English), by name, without zod: the studio's form
// words them in the reader's language, and a page that imported zod would run its eval probe.
/** The refusals of the set schemas, by a key the studio translates (studioSets.invalid.<key>). */
export const SET_INPUT_ERRORS = {
  titleMissing: "Give the set a title.",
  titleTooLong: "The title is at most 120 characters.",
  descriptionTooLong: "The description is at most 2000 characters.",
  badDeadline: "The deadline must be a date and time.",
  noProblems: "Choose at least one problem.",
  tooManyProblems: "A set holds at most 50 problems.",
  duplicateProblem: "A problem appears twice in the set.",
  badDailyCap: "Submissions per problem a day must be a whole number from 1 to 200.",
} as const;

export type SetInputError = keyof typeof SET_INPUT_ERRORS;
