// Rows for the problem set tests: a published (or draft) problem, a user, a submission.
import type { PrismaClient } from "../../lib/db";

export async function makeProblem(prisma: PrismaClient, slug: string, published = true): Promise<number> {
  const row = await prisma.problem.create({
    data: {
      slug,
      title: `Title of ${slug}`,
      sourceJudge: "POJ",
      sourceId: "1",
      sourceTitle: slug,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      tags: "[]",
      difficulty: "easy",
      statement: "",
      contentHash: slug,
      published,
    },
  });
  return row.id;
}

export async function makeUser(prisma: PrismaClient, email: string, name: string, role = "student"): Promise<number> {
  return (await prisma.user.create({ data: { email, name, passwordHash: "x", role } })).id;
}

export async function makeSubmission(
  prisma: PrismaClient,
  userId: number,
  problemId: number,
  verdict: string | null,
  createdAt: Date,
  kind = "submission",
): Promise<void> {
  await prisma.submission.create({
    data: { userId, problemId, source: "x", status: verdict ? "done" : "queued", verdict, kind, createdAt },
  });
}
