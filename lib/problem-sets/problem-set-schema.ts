// What an instructor sends to create or edit a problem set, validated before anything is stored.
import { z } from "zod";

import { LIMITS } from "../types";
import { SET_INPUT_ERRORS } from "./set-input-errors";

export { SET_INPUT_ERRORS, type SetInputError } from "./set-input-errors";

const E = SET_INPUT_ERRORS;
const title = z.string().trim().min(1, E.titleMissing).max(120, E.titleTooLong);
const description = z.string().trim().max(2000, E.descriptionTooLong);
/** ISO date-time (the browser converts its local time). */
const deadline = z.iso.datetime({ message: E.badDeadline });
/** Graded submissions a member may make to each problem per UTC day (lib/submissions/daily-cap.ts). */
const { min: CAP_MIN, max: CAP_MAX } = LIMITS.dailySubmissionsPerProblem;
const dailySubmissionCap = z.number({ error: E.badDailyCap }).int(E.badDailyCap).min(CAP_MIN, E.badDailyCap).max(CAP_MAX, E.badDailyCap);
/** The set's problems in the order students see them. */
const problemSlugs = z
  .array(z.string().min(1))
  .min(1, E.noProblems)
  .max(50, E.tooManyProblems)
  .refine((slugs) => new Set(slugs).size === slugs.length, E.duplicateProblem);

export const createProblemSetSchema = z.object({
  title,
  description: description.optional(),
  /** Absent for no deadline. */
  deadline: deadline.optional(),
  /** Absent: LIMITS.dailySubmissionsPerProblem.default. */
  dailySubmissionCap: dailySubmissionCap.optional(),
  problemSlugs,
});

export type CreateProblemSetInput = z.infer<typeof createProblemSetSchema>;

/** An edit replaces everything: title, description, deadline (null: none) and the ordered problems. */
export const updateProblemSetSchema = z.object({
  slug: z.string().min(1),
  title,
  description,
  deadline: deadline.nullable(),
  dailySubmissionCap,
  problemSlugs,
});

export type UpdateProblemSetInput = z.infer<typeof updateProblemSetSchema>;

export const problemSetSlugSchema = z.object({ slug: z.string().min(1) });
