// A set as its owner (or an admin) edits it: the stored fields and its problems in order.
import type { PrismaClient } from "../db";
import { mayManageProblemSet, type Actor } from "../auth/permissions";
import { setRefusal, type SetRefusal } from "./set-refusal";

export interface ManagedSet {
  slug: string;
  title: string;
  description: string;
  deadline: Date | null;
  dailySubmissionCap: number;
  problems: { slug: string; title: string; published: boolean }[];
}

export async function getManagedSet(prisma: PrismaClient, actor: Actor, slug: string): Promise<{ ok: true; set: ManagedSet } | SetRefusal> {
  const set = await prisma.problemSet.findUnique({
    where: { slug },
    select: {
      slug: true,
      title: true,
      description: true,
      deadline: true,
      dailySubmissionCap: true,
      ownerId: true,
      items: { orderBy: { ordinal: "asc" }, select: { problem: { select: { slug: true, title: true, published: true } } } },
    },
  });
  if (!set) return setRefusal("noSuchSet", [slug]);
  if (!mayManageProblemSet(actor, set)) return setRefusal("notYours", [slug]);
  const { items, ownerId: _owner, ...fields } = set;
  return { ok: true, set: { ...fields, problems: items.map((i) => i.problem) } };
}
