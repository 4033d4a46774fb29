// The signed-in user, for server components, server actions and route handlers.
// The session cookie only says who signed in; the account's role (and whether it still exists)
// is read from the database on every call, so a demotion takes effect at the next request and a
// deleted account's session stops working at once.
import { getServerSession } from "next-auth";
import { cache } from "react";
import { db } from "../db";
import { isRole, type Role } from "../types";
import { authOptions } from "./options";

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

/** The signed-in account with its name, for what shows who is signed in (the header). */
export interface SessionAccount extends SessionUser {
  /** As given at sign-up (the e-mail's local part when none was given: lib/auth/sign-up.ts). */
  name: string;
}

/** The account behind a session's user id as the database holds it now; null if it is gone. */
export async function loadSessionUser(id: number): Promise<SessionAccount | null> {
  const row = await db().user.findUnique({ where: { id }, select: { id: true, email: true, name: true, role: true } });
  if (!row) return null;
  return { id: row.id, email: row.email, name: row.name, role: isRole(row.role) ? row.role : "student" };
}

/**
 * The signed-in user, or null when signed out, the session is unreadable or the account is gone.
 * Read once per server render (React's cache: the header, the page and its metadata all ask);
 * outside a render (route handlers, server actions, tests) every call reads the database.
 */
export const getSessionUser = cache(async (): Promise<SessionAccount | null> => {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (typeof id !== "number") return null;
  return loadSessionUser(id);
});

export class NotSignedInError extends Error {
  constructor() {
    super("You need to sign in first.");
    this.name = "NotSignedInError";
  }
}

/** The signed-in user; throws NotSignedInError when signed out. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new NotSignedInError();
  return user;
}
