// The studio's gate for pages, server actions and route handlers: the signed-in user (role read
// from the database by getSessionUser) or an error the caller turns into 401/403. The rules
// themselves live in lib/auth/permissions.ts; the UI hiding a link is never the check.
import type { Role } from "../types";
import { isAdmin, mayUseStudio } from "./permissions";
import { getSessionUser, NotSignedInError, type SessionUser } from "./session";

/** Thrown for a signed-in user whose role may not do this (pages answer 403). */
export class StaffOnlyError extends Error {
  constructor(readonly role: Role) {
    super("Only instructors and admins may use the studio.");
    this.name = "StaffOnlyError";
  }
}

/** The signed-in instructor or admin; NotSignedInError when signed out (or the account is gone), StaffOnlyError for a student. */
export async function requireStaff(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new NotSignedInError();
  if (!mayUseStudio(user)) throw new StaffOnlyError(user.role);
  return user;
}

/** The signed-in admin; NotSignedInError or StaffOnlyError otherwise. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireStaff();
  if (!isAdmin(user)) throw new StaffOnlyError(user.role);
  return user;
}
