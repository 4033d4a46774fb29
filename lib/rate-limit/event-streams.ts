// Live event streams (SSE) open at once per user, counted in this process. In-process on
// purpose: a stream lives and ends in the process that serves it, and its slot must come back
// when it ends or its process dies; a database counter would leak the slots of a crashed
// server. With several web servers each holds a user to LIMITS.maxEventStreamsPerUser, which is
// what protects it (every open stream polls the database from that process).
import { LIMITS } from "../types";
import { ConcurrencySlots, type ReleaseSlot } from "./concurrency-slots";

const slots = new ConcurrencySlots(LIMITS.maxEventStreamsPerUser);

export const TOO_MANY_STREAMS = `You have ${LIMITS.maxEventStreamsPerUser} live updates open already (the most at once); close a tab and try again.`;

/**
 * A slot for one of the user's streams, released when the request aborts or when the caller
 * calls release (the stream ended); null when the user already has the most open.
 */
export function takeEventStreamSlot(userId: number, signal: AbortSignal): ReleaseSlot | null {
  const release = slots.tryTake(userId);
  if (!release) return null;
  if (signal.aborted) release();
  else signal.addEventListener("abort", release, { once: true });
  return release;
}

/** The 429 answer to a stream refused for that reason. */
export function tooManyStreamsResponse(): Response {
  return new Response(TOO_MANY_STREAMS, { status: 429, headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" } });
}

export function openEventStreams(userId: number): number {
  return slots.inUse(userId);
}
