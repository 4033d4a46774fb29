// Who is in a problem set. The site has no class list, so a set says who its students are: a
// student joins by the set's link (the Join button on /sets/<slug>, which says that the set's
// owner will see their verdicts on its problems), or accepts an invitation there; the owner
// invites by e-mail on the set's studio page. Only members are in the set's progress table and
// CSV (set-progress.ts), so an instructor sees the students who chose to be in the set, not
// everyone who happened to submit to its problems.
//
// An invitation is an e-mail address the owner typed (lower case), not an account: inviting says
// nothing about whether the address has an account, and the account that has (or later gets) it
// joins by accepting, never without its owner's click. Joining deletes the invitation.
import { z } from "zod";
import type { PrismaClient } from "../db";
import { mayManageProblemSet, type Actor } from "../auth/permissions";
import { setRefusal, type SetRefusal } from "./set-refusal";

/** How a member joined. */
export type JoinedVia = "link" | "invitation";

/** Addresses one invitation form may hold (a class, with room to spare). */
export const MAX_INVITATIONS_PER_REQUEST = 200;

/** A viewer's standing in a set: member, invited (not yet joined), or neither. */
export type Membership = "member" | "invited" | "none";

export async function membershipOf(prisma: PrismaClient, setId: number, user: { id: number; email: string }): Promise<Membership> {
  const member = await prisma.problemSetMember.findUnique({ where: { setId_userId: { setId, userId: user.id } }, select: { via: true } });
  if (member) return "member";
  const invited = await prisma.problemSetInvitation.findUnique({ where: { setId_email: { setId, email: user.email.toLowerCase() } }, select: { setId: true } });
  return invited ? "invited" : "none";
}

/** Joins the user to the set (a second join changes nothing); an invitation for their e-mail is used up. */
export async function joinProblemSet(prisma: PrismaClient, user: { id: number; email: string }, slug: string): Promise<{ ok: true; via: JoinedVia } | SetRefusal> {
  const set = await prisma.problemSet.findUnique({ where: { slug }, select: { id: true } });
  if (!set) return setRefusal("noSuchSet", [slug]);
  const email = user.email.toLowerCase();
  const invitation = await prisma.problemSetInvitation.findUnique({ where: { setId_email: { setId: set.id, email } }, select: { setId: true } });
  const via: JoinedVia = invitation ? "invitation" : "link";
  await prisma.$transaction([
    prisma.problemSetMember.upsert({
      where: { setId_userId: { setId: set.id, userId: user.id } },
      create: { setId: set.id, userId: user.id, via },
      update: {},
    }),
    prisma.problemSetInvitation.deleteMany({ where: { setId: set.id, email } }),
  ]);
  return { ok: true, via };
}

/** Leaves the set: its owner no longer sees the user's work in the set's table. */
export async function leaveProblemSet(prisma: PrismaClient, userId: number, slug: string): Promise<{ ok: true } | SetRefusal> {
  const set = await prisma.problemSet.findUnique({ where: { slug }, select: { id: true } });
  if (!set) return setRefusal("noSuchSet", [slug]);
  await prisma.problemSetMember.deleteMany({ where: { setId: set.id, userId } });
  return { ok: true };
}

const emailSchema = z.email();

/** The addresses in what the owner typed (one per line, or separated by commas, semicolons or spaces), lower case, each once. */
export function parseInvitationEmails(text: string): { emails: string[]; invalid: string[] } {
  const words = [...new Set(text.split(/[\s,;]+/).map((w) => w.trim().toLowerCase()).filter((w) => w !== ""))];
  return { emails: words.filter((w) => emailSchema.safeParse(w).success), invalid: words.filter((w) => !emailSchema.safeParse(w).success) };
}

export type InviteResult =
  | { ok: true; invited: number }
  | SetRefusal
  | { ok: false; code: "badEmails"; error: string; emails: string[] }
  | { ok: false; code: "noEmails"; error: string }
  | { ok: false; code: "tooManyEmails"; error: string; max: number };

/** The owner (or an admin) invites addresses; nothing is stored unless every address is one. */
export async function inviteToProblemSet(prisma: PrismaClient, actor: Actor, slug: string, text: string): Promise<InviteResult> {
  const set = await prisma.problemSet.findUnique({ where: { slug }, select: { id: true, ownerId: true } });
  if (!set) return setRefusal("noSuchSet", [slug]);
  if (!mayManageProblemSet(actor, set)) return setRefusal("notYours", [slug]);
  const { emails, invalid } = parseInvitationEmails(text);
  if (invalid.length > 0) return { ok: false, code: "badEmails", error: `Not an e-mail address: ${invalid.join(", ")}.`, emails: invalid };
  if (emails.length === 0) return { ok: false, code: "noEmails", error: "Enter at least one e-mail address." };
  if (emails.length > MAX_INVITATIONS_PER_REQUEST) {
    return { ok: false, code: "tooManyEmails", error: `At most ${MAX_INVITATIONS_PER_REQUEST} addresses at once.`, max: MAX_INVITATIONS_PER_REQUEST };
  }
  await prisma.$transaction(
    emails.map((email) =>
      prisma.problemSetInvitation.upsert({ where: { setId_email: { setId: set.id, email } }, create: { setId: set.id, email }, update: {} }),
    ),
  );
  return { ok: true, invited: emails.length };
}

/** The set's members and pending invitations, for its owner's page (the caller checked mayManageProblemSet). */
export async function listSetMembers(prisma: PrismaClient, setId: number) {
  const [members, invitations] = await Promise.all([
    prisma.problemSetMember.findMany({
      where: { setId },
      orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
      select: { via: true, joinedAt: true, user: { select: { id: true, name: true, email: true } } },
    }),
    prisma.problemSetInvitation.findMany({ where: { setId }, orderBy: [{ invitedAt: "asc" }, { email: "asc" }], select: { email: true, invitedAt: true } }),
  ]);
  const joined = new Set(members.map((m) => m.user.email.toLowerCase()));
  return {
    members: members.map((m) => ({ ...m.user, via: m.via as JoinedVia, joinedAt: m.joinedAt })),
    // An address invited after its account joined by the link is no longer pending.
    invitations: invitations.filter((i) => !joined.has(i.email)),
  };
}
