// A set's progress for the person asking: its owner or an admin get it, other staff a 403. The
// table lists the set's members only (set-members.ts).
import type { PrismaClient } from "../db";
import type { Role } from "../types";
import { mayManageProblemSet } from "../auth/permissions";
import { loadSetProgress, type SetProgress } from "./set-progress";

export type ManagedSetProgress =
  | { ok: true; set: { id: number; slug: string; title: string; deadline: Date | null; dailySubmissionCap: number }; progress: SetProgress }
  | { ok: false; status: 403 | 404; error: string };

export async function managedSetProgress(prisma: PrismaClient, user: { id: number; role: Role }, slug: string): Promise<ManagedSetProgress> {
  const set = await prisma.problemSet.findUnique({ where: { slug }, select: { id: true, slug: true, title: true, ownerId: true, deadline: true, dailySubmissionCap: true } });
  if (!set) return { ok: false, status: 404, error: `No problem set "${slug}".` };
  if (!mayManageProblemSet(user, set)) return { ok: false, status: 403, error: `Problem set "${slug}" belongs to another instructor.` };
  const progress = await loadSetProgress(prisma, set.id);
  if (!progress) return { ok: false, status: 404, error: `No problem set "${slug}".` };
  return { ok: true, set: { id: set.id, slug: set.slug, title: set.title, deadline: set.deadline, dailySubmissionCap: set.dailySubmissionCap }, progress };
}
