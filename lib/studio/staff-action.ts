// The wrapper for every studio server action: checks the role with requireStaff (or
// requireAdmin) before anything else, then validates the input with the action's zod schema.
// A student or a signed-out visitor gets an error result, and the action never runs.
import type { z } from "zod";
import { NotSignedInError, type SessionUser } from "../auth/session";
import { requireAdmin, requireStaff, StaffOnlyError } from "../auth/require-role";

export type StaffActionFailure = { ok: false; error: string; signIn?: true; forbidden?: true };

export function staffAction<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  handler: (input: z.infer<S>, user: SessionUser) => Promise<R | StaffActionFailure>,
  options: { adminOnly?: boolean } = {},
): (input: unknown) => Promise<R | StaffActionFailure> {
  return async (input: unknown) => {
    let user: SessionUser;
    try {
      user = options.adminOnly ? await requireAdmin() : await requireStaff();
    } catch (error) {
      if (error instanceof NotSignedInError) return { ok: false, error: "Sign in to do this.", signIn: true };
      if (error instanceof StaffOnlyError) {
        return { ok: false, error: options.adminOnly ? "Only admins may do this." : error.message, forbidden: true };
      }
      throw error;
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid input." };
    return handler(parsed.data, user);
  };
}
