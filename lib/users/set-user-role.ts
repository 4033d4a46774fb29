import type { PrismaClient } from "../db";
import type { Role } from "../types";

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`no account has the e-mail ${email}`);
    this.name = "UnknownUserError";
  }
}

/** Changes an account's role; e-mails are stored lower-case, so the match ignores case. */
export async function setUserRole(prisma: PrismaClient, email: string, role: Role): Promise<{ email: string; previous: string }> {
  const normalized = email.trim().toLowerCase();
  const user = await prisma.user.findUnique({ where: { email: normalized } });
  if (!user) throw new UnknownUserError(normalized);
  await prisma.user.update({ where: { id: user.id }, data: { role } });
  return { email: normalized, previous: user.role };
}
