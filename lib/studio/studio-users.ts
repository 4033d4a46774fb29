// The admin's user list and role changes in the studio (the same setUserRole as `npm run user`).
import { z } from "zod";
import type { PrismaClient } from "../db";
import { ROLES } from "../types";
import type { SessionUser } from "../auth/session";
import { setUserRole, UnknownUserError } from "../users/set-user-role";
import { mayChangeRoles } from "../auth/permissions";
import { ROLE_ERRORS } from "./refusals";

export interface StudioUserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  createdAt: Date;
}

export async function listUsers(prisma: PrismaClient): Promise<StudioUserRow[]> {
  return prisma.user.findMany({ orderBy: { id: "asc" }, select: { id: true, email: true, name: true, role: true, createdAt: true } });
}

export const setRoleSchema = z.object({ email: z.string().trim().min(1, "Which account?"), role: z.enum(ROLES) });

/** Sets a role; an admin cannot demote themselves (so the site never loses its last admin by accident). */
export async function changeUserRole(
  prisma: PrismaClient,
  admin: Pick<SessionUser, "id" | "email" | "role">,
  input: unknown,
): Promise<{ ok: true; email: string; previous: string } | { ok: false; error: string }> {
  if (!mayChangeRoles(admin)) return { ok: false, error: ROLE_ERRORS.adminsOnly };
  const parsed = setRoleSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid role change." };
  const { email, role } = parsed.data;
  if (email.toLowerCase() === admin.email.toLowerCase() && role !== "admin") {
    return { ok: false, error: ROLE_ERRORS.demoteSelf };
  }
  try {
    return { ok: true, ...(await setUserRole(prisma, email, role)) };
  } catch (error) {
    if (error instanceof UnknownUserError) return { ok: false, error: error.message };
    throw error;
  }
}
