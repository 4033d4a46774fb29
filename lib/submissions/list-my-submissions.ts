// A user's submissions, newest first.
import { db } from "../db";
import { isVerdict, type SubmissionStatus, type Verdict } from "../types";

export interface SubmissionListItem {
  id: number;
  createdAt: Date;
  status: SubmissionStatus;
  verdict: Verdict | null;
  timeMs: number | null;
  memoryKb: number | null;
  /** titleZh: the Chinese title, or null (lib/catalog/problem-language.ts picks the reader's). */
  problem: { slug: string; title: string; titleZh: string | null };
}

export async function listMySubmissions(userId: number, limit = 200): Promise<SubmissionListItem[]> {
  const rows = await db().submission.findMany({
    where: { userId, kind: "submission" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      createdAt: true,
      status: true,
      verdict: true,
      timeMs: true,
      memoryKb: true,
      problem: { select: { slug: true, title: true, titleZh: true } },
    },
  });
  return rows.map((r) => ({
    ...r,
    status: r.status === "done" || r.status === "judging" ? r.status : "queued",
    verdict: r.status === "done" && isVerdict(r.verdict) ? r.verdict : null,
  }));
}
