// Deletes a problem set (its items go with it; the submissions stay: they belong to the problems).
// Its owner and admins only. The studio asks for a confirmation before calling this.
import type { PrismaClient } from "../db";
import { mayManageProblemSet, type Actor } from "../auth/permissions";
import { setRefusal, type SetRefusal } from "./set-refusal";

export async function deleteProblemSet(prisma: PrismaClient, actor: Actor, slug: string): Promise<{ ok: true } | SetRefusal> {
  const set = await prisma.problemSet.findUnique({ where: { slug }, select: { id: true, ownerId: true } });
  if (!set) return setRefusal("noSuchSet", [slug]);
  if (!mayManageProblemSet(actor, set)) return setRefusal("notYours", [slug]);
  await prisma.problemSet.delete({ where: { id: set.id } });
  return { ok: true };
}
