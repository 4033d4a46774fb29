// The one wrapper for server actions that need a signed-in user: it validates the input with
// the action's zod schema, checks the session (role read from the database) and, optionally, a
// rule of lib/auth/permissions.ts, and only then runs the action. No action can forget either check.
import type { z } from "zod";
import { getSessionUser, type SessionUser } from "./session";

export type ActionFailure = { ok: false; error: string; signIn?: true };

export function authAction<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  handler: (input: z.infer<S>, user: SessionUser) => Promise<R | ActionFailure>,
  /** A rule from lib/auth/permissions.ts the user must pass before the handler runs. */
  allowed?: (user: SessionUser) => boolean,
): (input: unknown) => Promise<R | ActionFailure> {
  return async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
    const user = await getSessionUser();
    if (!user) return { ok: false, error: "Sign in to do this.", signIn: true };
    if (allowed && !allowed(user)) return { ok: false, error: "You are not allowed to do this." };
    return handler(parsed.data, user);
  };
}
