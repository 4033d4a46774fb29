// Who may use the instructor studio, decided in one place for every studio page, server action
// and route handler (the UI hiding a link is never the check).
import { db } from "../db";
import { isRole, type Role } from "../types";
import { getSessionUser, NotSignedInError, type SessionUser } from "./session";

export const STAFF_ROLES: readonly Role[] = ["instructor", "admin"];

/** Thrown for a signed-in user whose role may not do this (pages answer 403). */
export class StaffOnlyError extends Error {
  constructor(readonly role: Role) {
    super("Only instructors and admins may use the studio.");
    this.name = "StaffOnlyError";
  }
}

/** The signed-in instructor or admin; NotSignedInError when signed out, StaffOnlyError for a student. */
export async function requireStaff(): Promise<SessionUser> {
  const session = await getSessionUser();
  if (!session) throw new NotSignedInError();
  // The session's role was copied into the token at sign-in; the database has the current one,
  // so a promotion or a demotion takes effect at once (a deleted account is signed out).
  const row = await db().user.findUnique({ where: { id: session.id }, select: { role: true } });
  if (!row) throw new NotSignedInError();
  const user: SessionUser = { ...session, role: isRole(row.role) ? row.role : "student" };
  if (!STAFF_ROLES.includes(user.role)) throw new StaffOnlyError(user.role);
  return user;
}

/** The signed-in admin; NotSignedInError or StaffOnlyError otherwise. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireStaff();
  if (user.role !== "admin") throw new StaffOnlyError(user.role);
  return user;
}

/** Owners edit their own problems; admins edit every problem. */
export function mayEditProblem(user: Pick<SessionUser, "id" | "role">, problem: { ownerId: number | null }): boolean {
  return user.role === "admin" || (problem.ownerId !== null && problem.ownerId === user.id);
}
