// Every problem's submission and Accepted counts, for the acceptance rates of the problem list,
// the learning path and each problem page, which anyone may load, signed in or not. Counting reads
// the whole Submission table (through the [kind, problemId, verdict] index alone, never the rows),
// so it runs at most once per COUNTS_TTL_MS per server process, shared by every request in that
// interval, concurrent ones included (lib/cache/short-cache.ts). A rate may lag by that long.
// Runs (the Run button) are never counted.
import { shortCache } from "../cache/short-cache";
import { db } from "../db";
import { COUNTED_SUBMISSIONS } from "./my-status";

/** How long one count serves every page. Short: a student sees their verdict in the rates soon. */
export const COUNTS_TTL_MS = 5_000;

export interface ProblemCounts {
  submissions: number;
  accepted: number;
}

const NONE: ProblemCounts = { submissions: 0, accepted: 0 };

async function countSubmissions(): Promise<ReadonlyMap<number, ProblemCounts>> {
  const rows = await db().submission.groupBy({ by: ["problemId", "verdict"], where: COUNTED_SUBMISSIONS, _count: { _all: true } });
  const counts = new Map<number, ProblemCounts>();
  for (const row of rows) {
    const seen = counts.get(row.problemId) ?? NONE;
    counts.set(row.problemId, {
      submissions: seen.submissions + row._count._all,
      accepted: seen.accepted + (row.verdict === "AC" ? row._count._all : 0),
    });
  }
  return counts;
}

const cache = shortCache(countSubmissions, COUNTS_TTL_MS);

/** The counts by problem id (a problem nobody submitted to is missing: see countsOf). */
export function submissionCounts(): Promise<ReadonlyMap<number, ProblemCounts>> {
  return cache.get();
}

/** One problem's counts, zero when it has none. */
export function countsOf(counts: ReadonlyMap<number, ProblemCounts>, problemId: number): ProblemCounts {
  return counts.get(problemId) ?? NONE;
}

/** Forgets the kept counts (tests that count queries start from a cold cache). */
export function clearSubmissionCounts(): void {
  cache.clear();
}
