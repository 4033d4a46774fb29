// The signed-in user, for server components, server actions and route handlers.
import { getServerSession } from "next-auth";
import type { Role } from "../types";
import { authOptions } from "./options";

export interface SessionUser {
  id: number;
  email: string;
  role: Role;
}

/** The signed-in user, or null when signed out (or the session is unreadable). */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions());
  const user = session?.user;
  if (!user || typeof user.id !== "number") return null;
  return { id: user.id, email: user.email, role: user.role };
}

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

/** Instructors and admins may read every submission. */
export function isStaff(user: Pick<SessionUser, "role"> | null): boolean {
  return user?.role === "admin" || user?.role === "instructor";
}
