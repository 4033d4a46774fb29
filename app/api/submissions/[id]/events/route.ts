// Server-sent events: one submission's status and per-test results, pushed whenever they
// change (the database is polled every 250 ms), until judging is done.
import { z } from "zod";
import { takeEventStreamSlot, tooManyStreamsResponse } from "@/lib/rate-limit/event-streams";
import { getSessionUser } from "@/lib/auth/session";
import { getSubmissionView, getTestGroups } from "@/lib/submissions/get-submission";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });
const POLL_MS = 250;
const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return new Response("Not found", { status: 404 });
  const user = await getSessionUser();
  if (!user) return new Response("Not found", { status: 404 });
  const id = params.data.id;
  const first = await getSubmissionView(id, user);
  if (!first) return new Response("Not found", { status: 404 });
  const groups = await getTestGroups(first.problemId);

  // Open streams per user are limited (429 beyond); the slot comes back when the loop below
  // ends, when the client cancels the stream, or when the request aborts.
  const release = takeEventStreamSlot(user.id, request.signal);
  if (!release) return tooManyStreamsResponse();

  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const started = Date.now();
      let last = "";
      let lastSent = Date.now();
      let view = first.view;
      try {
        send(`retry: 1000\n\n`);
        for (;;) {
          const json = JSON.stringify(view);
          if (json !== last) {
            send(`data: ${json}\n\n`);
            last = json;
            lastSent = Date.now();
          } else if (Date.now() - lastSent > HEARTBEAT_MS) {
            send(`: keep-alive\n\n`);
            lastSent = Date.now();
          }
          if (view.status === "done") {
            send(`event: done\ndata: ${view.id}\n\n`);
            break;
          }
          if (cancelled || request.signal.aborted || Date.now() - started > MAX_STREAM_MS) break;
          await sleep(POLL_MS);
          const next = await getSubmissionView(id, user, groups);
          if (!next) break;
          view = next.view;
        }
      } catch (error) {
        if (!cancelled) console.error(`submission ${id} events:`, error);
      }
      release();
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
      release();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
