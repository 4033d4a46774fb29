// What a package check stores on its PackageCheck row: on success the checked package
// (`checkedPackage`: metadata, built tests, bundled checker) that publishing copies to the
// problem; on failure a report for the check page. Validated when read back.
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { problemMetadataSchema } from "../problem-package/metadata";
import { TEST_GROUPS } from "../types";

export const checkedTestSchema = z.object({
  ordinal: z.number().int().positive(),
  group: z.enum(TEST_GROUPS),
  name: z.string(),
  isSample: z.boolean(),
  input: z.string(),
  expectedOutput: z.string(),
});

export const checkedPackageSchema = z.object({
  meta: problemMetadataSchema,
  tests: z.array(checkedTestSchema).min(1),
  checkerProgram: z.string().nullable(),
  /** The languages the draft has no statement in: the check passed with this warning (checks stored before it: none). */
  missingLanguages: z.array(z.enum(LOCALES)).default([]),
});
export type CheckedPackage = z.infer<typeof checkedPackageSchema>;

/** A failed check: the smallest failing input with both outputs when reference and brute disagree. */
export const checkFailureSchema = z.object({
  message: z.string(),
  group: z.string().optional(),
  testName: z.string().optional(),
  input: z.string().optional(),
  reference: z.string().optional(),
  brute: z.string().optional(),
  /** Set when the check's wall-clock cap ended it (judge/package-check/check-loop.ts): the page words it. */
  timedOutAfterMs: z.number().int().positive().optional(),
});
export type CheckFailure = z.infer<typeof checkFailureSchema>;

export function parseCheckFailure(json: string | null): CheckFailure | null {
  if (!json) return null;
  try {
    const parsed = checkFailureSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : { message: json };
  } catch {
    return { message: json };
  }
}

export const CHECK_STATUSES = ["queued", "running", "passed", "failed"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const isFinishedCheck = (status: string) => status === "passed" || status === "failed";
