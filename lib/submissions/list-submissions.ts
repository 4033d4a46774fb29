// The submission list: an admin's has everyone's submissions, filtered by user, problem and
// verdict; anyone else's has only their own (mayListAllSubmissions decides, and the other
// filters then narrow their own list). Newest first, a page at a time. Runs are not listed. A
// submission's time and memory are the largest over its tests: after a hidden test they are
// rounded for whoever may not see hidden tests (coarse-measures.ts, as on the submission's page).
import { containsIgnoringCase, type PrismaClient } from "../db";
import type { Prisma } from "../generated/prisma/client";
import { mayListAllSubmissions, maySeeHiddenTestDetails, type Actor } from "../auth/permissions";
import { shownMeasures } from "./coarse-measures";
import { isVerdict, type SubmissionStatus, type Verdict } from "../types";
import { SUBMISSIONS_PER_PAGE, type SubmissionFilters } from "./submission-filters";

export interface SubmissionRow {
  id: number;
  createdAt: Date;
  status: SubmissionStatus;
  verdict: Verdict | null;
  timeMs: number | null;
  memoryKb: number | null;
  /** True when timeMs and memoryKb are rounded up to coarse steps (a hidden test ran). */
  measuresRounded: boolean;
  /** titleZh: the Chinese title, or null (lib/catalog/problem-language.ts picks the reader's). */
  problem: { slug: string; title: string; titleZh: string | null };
  user: { email: string; name: string };
}

export interface SubmissionPage {
  rows: SubmissionRow[];
  total: number;
  page: number;
  pages: number;
  /** Whether the list holds everyone's submissions (and the user filter applies). */
  everyone: boolean;
}

export async function listSubmissions(prisma: PrismaClient, actor: Actor, filters: SubmissionFilters): Promise<SubmissionPage> {
  const everyone = mayListAllSubmissions(actor);
  const where: Prisma.SubmissionWhereInput = {
    kind: "submission",
    ...(everyone
      ? filters.user
        ? { user: { OR: [{ email: containsIgnoringCase(prisma, filters.user) }, { name: containsIgnoringCase(prisma, filters.user) }] } }
        : {}
      : { userId: actor.id }),
    ...(filters.problem ? { problem: { slug: filters.problem } } : {}),
    ...(filters.verdict === "pending" ? { status: { not: "done" } } : filters.verdict ? { status: "done", verdict: filters.verdict } : {}),
  };
  const total = await prisma.submission.count({ where });
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PER_PAGE));
  const page = Math.min(filters.page, pages);
  const rows = await prisma.submission.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * SUBMISSIONS_PER_PAGE,
    take: SUBMISSIONS_PER_PAGE,
    select: {
      id: true,
      createdAt: true,
      status: true,
      verdict: true,
      timeMs: true,
      memoryKb: true,
      problem: { select: { slug: true, title: true, titleZh: true, ownerId: true, timeLimitMs: true, memoryLimitMb: true } },
      user: { select: { email: true, name: true } },
      // Results of tests that are not samples (a test replaced since counts as hidden).
      _count: { select: { results: { where: { NOT: { testCase: { is: { isSample: true } } } } } } },
    },
  });
  return {
    rows: rows.map(({ problem: { ownerId, timeLimitMs, memoryLimitMb, ...problem }, _count, ...r }) => {
      const exact = _count.results === 0 || maySeeHiddenTestDetails(actor, { ownerId });
      const { timeMs, memoryKb, rounded } = shownMeasures(r, { timeLimitMs, memoryLimitMb }, exact);
      return {
        ...r,
        problem,
        timeMs,
        memoryKb,
        measuresRounded: rounded,
        status: r.status === "done" || r.status === "judging" ? r.status : "queued",
        verdict: r.status === "done" && isVerdict(r.verdict) ? r.verdict : null,
      };
    }),
    total,
    page,
    pages,
    everyone,
  };
}
