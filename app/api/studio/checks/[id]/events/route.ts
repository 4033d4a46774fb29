// Server-sent events: one package check's status and progress lines, pushed whenever they
// change (the database is polled every 500 ms), until it has passed or failed
// (lib/live/live-stream.ts). Studio only: requireStaff (403 for students), and the check's
// problem must be the user's (or an admin's).
import { z } from "zod";
import { rowIdParamSchema } from "@/lib/row-id";
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { loadSessionUser, NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { liveStream } from "@/lib/live/live-stream";
import { getCheckView } from "@/lib/studio/check-queue";
import { isFinishedCheck } from "@/lib/studio/check-result";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: rowIdParamSchema });
const POLL_MS = 500;

export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  let user;
  try {
    user = await requireStaff();
  } catch (error) {
    if (error instanceof NotSignedInError) return new Response("Sign in first.", { status: 401 });
    if (error instanceof StaffOnlyError) return new Response(error.message, { status: 403 });
    throw error;
  }
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return new Response("Not found", { status: 404 });
  const id = params.data.id;
  const first = await getCheckView(db(), user, id);
  if (!first) return new Response("Not found", { status: 404 });
  return liveStream({
    request,
    userId: user.id,
    first,
    // The role is read again at each poll: a demoted or deleted account's stream ends.
    load: async () => {
      const viewer = await loadSessionUser(user.id);
      return viewer ? getCheckView(db(), viewer, id) : null;
    },
    isDone: (view) => isFinishedCheck(view.status),
    pollMs: POLL_MS,
    label: `package check ${id}`,
  });
}
