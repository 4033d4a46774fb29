// The reader's account for a cached page (app/reader-context.tsx): the few fields the header
// shows, or null when signed out. Per reader, so never cached anywhere.
import { getSessionUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const user = await getSessionUser();
  const account = user ? { name: user.name, email: user.email, role: user.role } : null;
  return Response.json({ account }, { headers: { "Cache-Control": "private, no-store" } });
}
