// Server-sent events: one package check's status and progress lines, pushed whenever they
// change (the database is polled every 500 ms), until it has passed or failed. Studio only:
// requireStaff (403 for students), and the check's problem must be the user's (or an admin's).
import { z } from "zod";
import { takeEventStreamSlot, tooManyStreamsResponse } from "@/lib/rate-limit/event-streams";
import { requireStaff, StaffOnlyError } from "@/lib/auth/require-role";
import { NotSignedInError } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { getCheckView } from "@/lib/studio/check-queue";
import { isFinishedCheck } from "@/lib/studio/check-result";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });
const POLL_MS = 500;
const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      let view = first;
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
          if (isFinishedCheck(view.status)) {
            send(`event: done\ndata: ${view.id}\n\n`);
            break;
          }
          if (cancelled || request.signal.aborted || Date.now() - started > MAX_STREAM_MS) break;
          await sleep(POLL_MS);
          const next = await getCheckView(db(), user, id);
          if (!next) break;
          view = next;
        }
      } catch (error) {
        if (!cancelled) console.error(`package check ${id} events:`, error);
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
