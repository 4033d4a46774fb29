// What an instructor sends to create or edit a problem set, validated before anything is stored.
import { z } from "zod";

const title = z.string().trim().min(1, "Give the set a title.").max(120, "The title is at most 120 characters.");
const description = z.string().trim().max(2000, "The description is at most 2000 characters.");
/** ISO date-time (the browser converts its local time). */
const deadline = z.iso.datetime({ message: "The deadline must be a date and time." });
/** The set's problems in the order students see them. */
const problemSlugs = z
  .array(z.string().min(1))
  .min(1, "Choose at least one problem.")
  .max(50, "A set holds at most 50 problems.")
  .refine((slugs) => new Set(slugs).size === slugs.length, "A problem appears twice in the set.");

export const createProblemSetSchema = z.object({
  title,
  description: description.optional(),
  /** Absent for no deadline. */
  deadline: deadline.optional(),
  problemSlugs,
});

export type CreateProblemSetInput = z.infer<typeof createProblemSetSchema>;

/** An edit replaces everything: title, description, deadline (null: none) and the ordered problems. */
export const updateProblemSetSchema = z.object({
  slug: z.string().min(1),
  title,
  description,
  deadline: deadline.nullable(),
  problemSlugs,
});

export type UpdateProblemSetInput = z.infer<typeof updateProblemSetSchema>;

export const problemSetSlugSchema = z.object({ slug: z.string().min(1) });
