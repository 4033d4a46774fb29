// The gate of every studio page: signed-out visitors go to sign in (and come back), students
// get the 403 page (forbidden(): HTTP 403, no studio content), staff get their user.
import { forbidden, redirect } from "next/navigation";
import { requireAdmin, requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError, type SessionUser } from "@/lib/auth/session";

export async function requireStudioPage(path: string, options: { adminOnly?: boolean } = {}): Promise<SessionUser> {
  try {
    return options.adminOnly ? await requireAdmin() : await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
    if (error instanceof StaffOnlyError) forbidden();
    throw error;
  }
}
