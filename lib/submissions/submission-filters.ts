// The submission list's query (?user=&problem=&verdict=&page=), parsed from the address. A value
// that makes no sense (an unknown verdict, page 0) is dropped rather than failing the page.
import { z } from "zod";
import { VERDICTS } from "../types";

export const SUBMISSIONS_PER_PAGE = 50;

export const submissionFiltersSchema = z.object({
  /** Part of the author's e-mail or name. */
  user: z.string().trim().min(1).max(200).optional().catch(undefined),
  /** A problem's slug, exactly. */
  problem: z.string().trim().min(1).max(200).optional().catch(undefined),
  /** A verdict, or "pending" for queued and judging submissions. */
  verdict: z.enum([...VERDICTS, "pending"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type SubmissionFilters = z.infer<typeof submissionFiltersSchema>;

/** Filters from a page's searchParams (a repeated parameter counts by its first value). */
export function parseSubmissionFilters(params: Record<string, string | string[] | undefined>): SubmissionFilters {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  return submissionFiltersSchema.parse({ user: first(params.user), problem: first(params.problem), verdict: first(params.verdict), page: first(params.page) });
}
