// What an instructor sends to create a problem set, validated before anything is stored.
import { z } from "zod";

export const createProblemSetSchema = z.object({
  title: z.string().trim().min(1, "Give the set a title.").max(120, "The title is at most 120 characters."),
  /** ISO date-time (the browser converts its local time), or absent for no deadline. */
  deadline: z.iso.datetime({ message: "The deadline must be a date and time." }).optional(),
  problemSlugs: z
    .array(z.string().min(1))
    .min(1, "Choose at least one problem.")
    .max(50, "A set holds at most 50 problems.")
    .refine((slugs) => new Set(slugs).size === slugs.length, "A problem appears twice in the set."),
});

export type CreateProblemSetInput = z.infer<typeof createProblemSetSchema>;
