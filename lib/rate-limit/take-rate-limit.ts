// The one way to take a rate limit: a counter row per (limit, key, fixed window) in the
// database, so every web server and the judge see the same counts. Taking is a single
// INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit RETURNING statement: the database
// serialises it, so two parallel requests can never both take the last slot. The SQL is plain
// enough for SQLite (3.35+) and PostgreSQL alike.
import { createHash } from "node:crypto";
import { db, type PrismaClient } from "../db";
import { rateLimit, refusalMessage, type RateLimitName } from "./limits";

/** A refusal names its limit, so a page can say it in the reader's language (app/rate-limit-refusal.ts). */
export type RateLimitResult =
  | { ok: true; remaining: number }
  | { ok: false; error: string; retryAfterMs: number; limit: RateLimitName };

/** Keys longer than this (an absurd e-mail) are stored as their SHA-256, so rows stay small. */
const MAX_KEY_LENGTH = 200;
/** Expired rows are deleted at most this often per process. */
const CLEANUP_EVERY_MS = 60_000;
let lastCleanup = Number.NEGATIVE_INFINITY;

function storedKey(key: string): string {
  if (key.length === 0) throw new Error("A rate limit key must not be empty.");
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Takes one slot of limit `name` for `key` (a user id, an e-mail, an address) at time `now`.
 * Refused: the message says what the limit is and when to try again.
 */
export async function takeRateLimit(
  name: RateLimitName,
  key: string | number,
  now: Date = new Date(),
  prisma: PrismaClient = db(),
): Promise<RateLimitResult> {
  const limit = rateLimit(name);
  const taken = await takeWindowSlot(name, key, limit, now, prisma);
  if (taken.ok) return taken;
  return { ok: false, error: refusalMessage(limit, taken.retryAfterMs), retryAfterMs: taken.retryAfterMs, limit: name };
}

/**
 * The counter under takeRateLimit, for a limit whose count is decided per request (a set's daily
 * submission cap: lib/submissions/daily-cap.ts): one slot of at most `count` per `key` in the
 * fixed window of `windowMs` that holds `now`, under a counter name of its own.
 */
export async function takeWindowSlot(
  name: string,
  key: string | number,
  limit: { count: number; windowMs: number },
  now: Date,
  prisma: PrismaClient,
): Promise<{ ok: true; remaining: number } | { ok: false; retryAfterMs: number }> {
  const at = now.getTime();
  const windowStart = Math.floor(at / limit.windowMs) * limit.windowMs;
  const expiresAt = windowStart + limit.windowMs;
  if (at - lastCleanup >= CLEANUP_EVERY_MS || at < lastCleanup) {
    lastCleanup = at;
    await deleteExpiredRateLimits(now, prisma);
  }
  const rows = await prisma.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "RateLimitCounter" ("name", "key", "windowStart", "count", "expiresAt")
    VALUES (${name}, ${storedKey(String(key))}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("name", "key", "windowStart")
    DO UPDATE SET "count" = "RateLimitCounter"."count" + 1 WHERE "RateLimitCounter"."count" < ${limit.count}
    RETURNING "count"`;
  const taken = rows[0];
  if (taken) return { ok: true, remaining: limit.count - Number(taken.count) };
  return { ok: false, retryAfterMs: expiresAt - at };
}

/** Deletes the counters of windows that ended at or before `now`; returns how many. */
export async function deleteExpiredRateLimits(now: Date = new Date(), prisma: PrismaClient = db()): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "expiresAt" <= ${now.getTime()}`;
}

/** Counters that only count (for a back-off), stored beside the limits under these names. */
export type CounterName = "signInAttemptsPerAccount" | "signInAttemptsPerAddress";

/**
 * Counts one event for `key` in the fixed window of `windowMs` holding `now`, with no limit,
 * and returns the count so far in that window, this event included (one atomic statement, like
 * takeRateLimit, so parallel events get distinct counts).
 */
export async function countInWindow(
  name: CounterName,
  key: string,
  windowMs: number,
  now: Date = new Date(),
  prisma: PrismaClient = db(),
): Promise<number> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const rows = await prisma.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "RateLimitCounter" ("name", "key", "windowStart", "count", "expiresAt")
    VALUES (${name}, ${storedKey(key)}, ${windowStart}, 1, ${windowStart + windowMs})
    ON CONFLICT ("name", "key", "windowStart")
    DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 1);
}
