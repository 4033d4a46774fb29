// Reads the rows of /admin/judges (lib/judges/judges-view.ts builds the page from them). Asks
// nothing of the database for a viewer who is not an admin.
import { isAdmin, type Actor } from "../auth/permissions";
import type { PrismaClient } from "../db";
import { buildJudgesView, JUDGES_RECENT_MS, type ClaimRow, type JudgeView } from "./judges-view";

export async function loadJudgesView(prisma: PrismaClient, viewer: Pick<Actor, "role"> | null, now: Date = new Date()): Promise<JudgeView[] | null> {
  if (!isAdmin(viewer)) return null;
  const [judges, submissions, checks] = await Promise.all([
    prisma.judgeInstance.findMany({ where: { lastSeenAt: { gte: new Date(now.getTime() - JUDGES_RECENT_MS) } } }),
    prisma.submission.findMany({
      where: { status: "judging", leaseOwner: { not: null } },
      select: { id: true, leaseOwner: true, startedAt: true, problem: { select: { slug: true } } },
    }),
    prisma.packageCheck.findMany({
      where: { status: "running", leaseOwner: { not: null } },
      select: { id: true, leaseOwner: true, startedAt: true, problem: { select: { slug: true } } },
    }),
  ]);
  const claims: ClaimRow[] = [
    ...submissions.map((s) => ({ kind: "submission" as const, id: s.id, leaseOwner: s.leaseOwner!, problemSlug: s.problem.slug, startedAt: s.startedAt })),
    ...checks.map((c) => ({ kind: "check" as const, id: c.id, leaseOwner: c.leaseOwner!, problemSlug: c.problem.slug, startedAt: c.startedAt })),
  ];
  return buildJudgesView(viewer, judges, claims, now);
}
