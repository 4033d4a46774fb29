// One live event stream (server-sent events) for every page that follows a job as it runs: a
// submission being judged, a package check. It polls `load`, sends the state whenever it changes
// (a comment line as a heartbeat when it has not for a while, so proxies keep the connection),
// and ends when `isDone` says so (an `event: done`), when the job is gone, after MAX_STREAM_MS,
// or when the client leaves. Each stream holds one of the user's stream slots
// (lib/rate-limit/event-streams.ts): 429 when they have the most open already.
import { takeEventStreamSlot, tooManyStreamsResponse } from "../rate-limit/event-streams";

/** Longest quiet time before a keep-alive comment. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long even if the job has not (the page reconnects if still open). */
export const MAX_STREAM_MS = 30 * 60_000;

/** Time as the stream sees it; tests pass a fake one. */
export interface LiveClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: LiveClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface LiveStreamOptions<T extends { id: number }> {
  /** The request being answered: its abort (the client left) ends the stream and frees the slot. */
  request: Request;
  /** Whose stream slot this takes. */
  userId: number;
  /** The state when the stream opens (the route has loaded it to answer 404 first). */
  first: T;
  /** The state now; null when it is gone (or no longer visible): the stream ends. */
  load: () => Promise<T | null>;
  /** Whether the job has ended: the last state is sent, then `event: done` with its id. */
  isDone: (state: T) => boolean;
  pollMs: number;
  /** Names the stream in the server log when loading fails, e.g. "submission 12". */
  label: string;
  clock?: LiveClock;
}

const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};

export function liveStream<T extends { id: number }>(options: LiveStreamOptions<T>): Response {
  const { request, load, isDone, pollMs } = options;
  const clock = options.clock ?? realClock;
  // The slot comes back when the loop ends, when the client cancels the stream, or when the
  // request aborts (whichever is first; releasing is idempotent).
  const release = takeEventStreamSlot(options.userId, request.signal);
  if (!release) return tooManyStreamsResponse();

  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const started = clock.now();
      let last = "";
      let lastSent = started;
      let state = options.first;
      try {
        send(`retry: 1000\n\n`);
        for (;;) {
          const json = JSON.stringify(state);
          if (json !== last) {
            send(`data: ${json}\n\n`);
            last = json;
            lastSent = clock.now();
          } else if (clock.now() - lastSent > HEARTBEAT_MS) {
            send(`: keep-alive\n\n`);
            lastSent = clock.now();
          }
          if (isDone(state)) {
            send(`event: done\ndata: ${state.id}\n\n`);
            break;
          }
          if (cancelled || request.signal.aborted || clock.now() - started > MAX_STREAM_MS) break;
          await clock.sleep(pollMs);
          const next = await load();
          if (!next) break;
          state = next;
        }
      } catch (error) {
        if (!cancelled) console.error(`${options.label} events:`, error);
      }
      release();
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
      release();
    },
  });
  return new Response(stream, { headers: SSE_HEADERS });
}
