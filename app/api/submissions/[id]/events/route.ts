// Server-sent events: one submission's status and per-test results, pushed whenever they
// change (the database is polled every 250 ms), until judging is done (lib/live/live-stream.ts).
// Access is decided again at each poll, never only when the stream opens.
import { z } from "zod";
import { rowIdParamSchema } from "@/lib/row-id";
import { getSessionUser, loadSessionUser } from "@/lib/auth/session";
import { liveStream } from "@/lib/live/live-stream";
import { getSubmissionView, getTestGroups } from "@/lib/submissions/get-submission";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: rowIdParamSchema });
const POLL_MS = 250;

export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return new Response("Not found", { status: 404 });
  const user = await getSessionUser();
  if (!user) return new Response("Not found", { status: 404 });
  const id = params.data.id;
  const first = await getSubmissionView(id, user);
  if (!first) return new Response("Not found", { status: 404 });
  const groups = await getTestGroups(first.problemId);
  return liveStream({
    request,
    userId: user.id,
    first: first.view,
    // The viewer's role is read again before each poll, as every request reads it (lib/auth/
    // session.ts): a viewer who lost access (demoted, deleted) gets no further state and the
    // stream ends; one who still may read it (its author) goes on with what their role now shows.
    load: async () => {
      const viewer = await loadSessionUser(user.id);
      return viewer ? ((await getSubmissionView(id, viewer, groups))?.view ?? null) : null;
    },
    isDone: (view) => view.status === "done",
    pollMs: POLL_MS,
    label: `submission ${id}`,
  });
}
