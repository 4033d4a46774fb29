// Checks an e-mail and password against the database; returns the user or null.
import { db } from "../db";
import { isRole, type Role } from "../types";
import { signInSchema } from "./credentials";
import { verifyPassword } from "./password";

export interface AuthorizedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export async function authorizeCredentials(input: unknown): Promise<AuthorizedUser | null> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const user = await db().user.findUnique({ where: { email: parsed.data.email } });
  if (!user || !(await verifyPassword(parsed.data.password, user.passwordHash))) return null;
  return { id: String(user.id), email: user.email, name: user.name, role: isRole(user.role) ? user.role : "student" };
}
