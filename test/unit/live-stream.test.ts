// The live event stream both SSE routes use (lib/live/live-stream.ts), driven by a fake clock and
// a scripted `load`: what it sends, the heartbeat, the end when the job is done or after the
// longest stream, and the user's stream slot coming back however the stream ends.
import { describe, expect, it } from "vitest";
import { HEARTBEAT_MS, liveStream, MAX_STREAM_MS, type LiveClock } from "../../lib/live/live-stream";
import { openEventStreams } from "../../lib/rate-limit/event-streams";
import { LIMITS } from "../../lib/types";

interface Job {
  id: number;
  status: string;
  done?: boolean;
}

/** A clock whose sleep returns at once, having moved time on by the time slept. */
function instantClock(): LiveClock & { slept: number[] } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** A clock whose sleep never returns: the stream stays open until the client ends it. */
const stuckClock: LiveClock = { now: () => 0, sleep: () => new Promise<void>(() => undefined) };

/** `load` answering with each given state in turn (then null: the job is gone). */
function script(states: Array<Job | null>): () => Promise<Job | null> {
  let next = 0;
  return async () => states[next++] ?? null;
}

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

/** The events of an SSE body, without the `retry:` line each stream starts with. */
function events(body: string): string[] {
  return body.split("\n\n").filter((event) => event !== "" && !event.startsWith("retry:"));
}

let nextUser = 1;
const base = (userId: number) => ({ request: new Request("http://localhost/events"), userId, label: "test job", pollMs: 250 });

describe("liveStream", () => {
  it("sends each new state once, then the done event, and stops polling", async () => {
    const userId = nextUser++;
    const clock = instantClock();
    const response = liveStream<Job>({
      ...base(userId),
      first: { id: 7, status: "queued" },
      load: script([{ id: 7, status: "queued" }, { id: 7, status: "running" }, { id: 7, status: "done", done: true }, { id: 7, status: "should not be loaded" }]),
      isDone: (job) => job.done === true,
      clock,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const body = await readAll(response);
    expect(body.startsWith("retry: 1000\n\n")).toBe(true);
    expect(events(body)).toEqual([
      'data: {"id":7,"status":"queued"}',
      'data: {"id":7,"status":"running"}',
      'data: {"id":7,"status":"done","done":true}',
      "event: done\ndata: 7",
    ]);
    expect(clock.slept).toEqual([250, 250, 250]);
    expect(openEventStreams(userId)).toBe(0);
  });

  it("sends a keep-alive comment after a quiet heartbeat interval, and ends when the job is gone", async () => {
    const userId = nextUser++;
    const same = { id: 3, status: "running" };
    const pollMs = 4_000;
    const polls = Math.floor(HEARTBEAT_MS / pollMs) + 1; // the first poll past the heartbeat interval
    const response = liveStream<Job>({
      ...base(userId),
      pollMs,
      first: same,
      load: script([...Array.from({ length: polls }, () => same), null]),
      isDone: () => false,
      clock: instantClock(),
    });
    expect(events(await readAll(response))).toEqual(['data: {"id":3,"status":"running"}', ": keep-alive"]);
    expect(openEventStreams(userId)).toBe(0);
  });

  it("ends a stream that outlives the longest duration, even if the job has not", async () => {
    const userId = nextUser++;
    const clock = instantClock();
    const response = liveStream<Job>({
      ...base(userId),
      pollMs: 60_000,
      first: { id: 1, status: "running" },
      load: async () => ({ id: 1, status: "running" }),
      isDone: () => false,
      clock,
    });
    await readAll(response);
    expect(clock.slept.length).toBe(MAX_STREAM_MS / 60_000 + 1);
    expect(openEventStreams(userId)).toBe(0);
  });

  it("gives the slot back when the client cancels the stream or the request aborts", async () => {
    const userId = nextUser++;
    const open = (request: Request) =>
      liveStream<Job>({ ...base(userId), request, first: { id: 1, status: "queued" }, load: async () => null, isDone: () => false, clock: stuckClock });
    const cancelled = open(new Request("http://localhost/events"));
    const leaving = new AbortController();
    const aborted = open(new Request("http://localhost/events", { signal: leaving.signal }));
    expect([cancelled.status, aborted.status]).toEqual([200, 200]);
    expect(openEventStreams(userId)).toBe(2);

    await cancelled.body!.cancel();
    expect(openEventStreams(userId)).toBe(1);
    leaving.abort();
    expect(openEventStreams(userId)).toBe(0);
  });

  it(`refuses a user's stream beyond ${LIMITS.maxEventStreamsPerUser} open at once with 429`, async () => {
    const userId = nextUser++;
    const open = () => liveStream<Job>({ ...base(userId), first: { id: 1, status: "queued" }, load: async () => null, isDone: () => false, clock: stuckClock });
    const streams = Array.from({ length: LIMITS.maxEventStreamsPerUser }, open);
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const refused = open();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("5");
    await streams[0]!.body!.cancel();
    expect(open().status).toBe(200);
  });

  it("ends the stream without the done event when loading fails, and frees the slot", async () => {
    const userId = nextUser++;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = liveStream<Job>({
        ...base(userId),
        first: { id: 2, status: "running" },
        load: async () => {
          throw new Error("database is locked");
        },
        isDone: () => false,
        clock: instantClock(),
      });
      expect(events(await readAll(response))).toEqual(['data: {"id":2,"status":"running"}']);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([["test job events:", new Error("database is locked")]]);
    expect(openEventStreams(userId)).toBe(0);
  });
});
