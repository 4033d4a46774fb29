// The sets an instructor manages (an admin sees everyone's), newest first.
import type { PrismaClient } from "../db";
import type { Role } from "../types";
import { isAdmin } from "../auth/permissions";

export interface ProblemSetSummary {
  slug: string;
  title: string;
  deadline: Date | null;
  problemCount: number;
  ownerEmail: string;
  createdAt: Date;
}

export async function listManagedProblemSets(prisma: PrismaClient, user: { id: number; role: Role }): Promise<ProblemSetSummary[]> {
  const sets = await prisma.problemSet.findMany({
    where: isAdmin(user) ? {} : { ownerId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { slug: true, title: true, deadline: true, createdAt: true, owner: { select: { email: true } }, _count: { select: { items: true } } },
  });
  return sets.map((s) => ({
    slug: s.slug,
    title: s.title,
    deadline: s.deadline,
    createdAt: s.createdAt,
    problemCount: s._count.items,
    ownerEmail: s.owner.email,
  }));
}
