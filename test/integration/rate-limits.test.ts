// Rate limits against a real (throw-away) SQLite database: the atomic counter under parallel
// requests from two connections, the window reset (through the `now` parameter, never by
// sleeping), each named limit's refusal message, sign-in without revealing whether an account
// exists, the 72-byte bcrypt rule, live event streams per user, and the zip upload's streaming
// cap and concurrency through the real route handler.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import bcrypt from "bcryptjs";
import { strToU8 } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import { createPrismaClient, type PrismaClient } from "../../lib/db";
import { listPackageDirs } from "../../lib/problem-package/load-package";
import { packageZip } from "../../lib/problem-package/zip/export-package-zip";
import { readPackageFolder } from "../../lib/problem-package/read-package-folder";
import { readZipUpload } from "../../lib/problem-package/zip/read-upload";
import { clientAddress } from "../../lib/rate-limit/client-address";
import { isRateLimitMessage, RATE_LIMIT_NAMES, rateLimit } from "../../lib/rate-limit/limits";
import { LIMITS } from "../../lib/types";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("../../lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/auth/session")>()),
  getSessionUser: async () => session.user,
}));

let testDb: TestDatabase;
/** A second connection to the same file, as another web server or the judge would have. */
let other: PrismaClient;
let lib: {
  takeRateLimit: typeof import("../../lib/rate-limit/take-rate-limit").takeRateLimit;
  deleteExpiredRateLimits: typeof import("../../lib/rate-limit/take-rate-limit").deleteExpiredRateLimits;
  authorizeCredentials: typeof import("../../lib/auth/authorize-credentials").authorizeCredentials;
  signUp: typeof import("../../lib/auth/sign-up").signUp;
  authOptions: typeof import("../../lib/auth/options").authOptions;
  createSubmission: typeof import("../../lib/submissions/create-submission").createSubmission;
  createRun: typeof import("../../lib/submissions/create-run").createRun;
  queueCheck: typeof import("../../lib/studio/check-queue").queueCheck;
  openEventStreams: typeof import("../../lib/rate-limit/event-streams").openEventStreams;
  submissionEvents: typeof import("../../app/api/submissions/[id]/events/route").GET;
  importUpload: typeof import("../../app/studio/import/upload/route").POST;
};
let studentId: number;
let instructorId: number;
let importerId: number;

const SLUG = "limits-nim";
const MINUTE = 60_000;
/** The start of a fixed window of `ms` (windows start at multiples of their length). */
const windowStart = (ms: number, at = Date.now()) => Math.floor(at / ms) * ms;

beforeAll(async () => {
  testDb = await createTestDatabase();
  other = createPrismaClient(testDb.url);
  process.env.DATABASE_URL = testDb.url;
  process.env.NEXTAUTH_SECRET = "rate-limits-test-secret";
  process.env.NEXTAUTH_URL = "http://localhost:3000";
  lib = {
    ...(await import("../../lib/rate-limit/take-rate-limit")),
    ...(await import("../../lib/auth/authorize-credentials")),
    ...(await import("../../lib/auth/sign-up")),
    ...(await import("../../lib/auth/options")),
    ...(await import("../../lib/submissions/create-submission")),
    ...(await import("../../lib/submissions/create-run")),
    ...(await import("../../lib/studio/check-queue")),
    ...(await import("../../lib/rate-limit/event-streams")),
    submissionEvents: (await import("../../app/api/submissions/[id]/events/route")).GET,
    importUpload: (await import("../../app/studio/import/upload/route")).POST,
  };
  const { prisma } = testDb;
  studentId = (await prisma.user.create({ data: { email: "student@example.com", name: "S", passwordHash: "x" } })).id;
  instructorId = (await prisma.user.create({ data: { email: "teacher@example.com", name: "T", passwordHash: "x", role: "instructor" } })).id;
  importerId = (await prisma.user.create({ data: { email: "importer@example.com", name: "I", passwordHash: "x", role: "instructor" } })).id;
  await prisma.problem.create({
    data: {
      slug: SLUG, title: "Nim", sourceJudge: "test", sourceId: "1", sourceTitle: "Nim", timeLimitMs: 1000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x", ownerId: instructorId,
      testCases: { create: [{ ordinal: 1, group: "samples", isSample: true, input: "1 1\n", expectedOutput: "Yes\n" }] },
      draft: { create: { files: "{}" } },
    },
  });
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await other.$disconnect();
  await testDb.cleanup();
});

afterEach(() => {
  session.user = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("takeRateLimit", () => {
  it("lets exactly `count` of 50 parallel takes through, from two connections, and says when to retry", async () => {
    const { count, windowMs } = LIMITS.rateLimits.runsPerUser;
    const now = new Date(windowStart(windowMs) + 20_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => lib.takeRateLimit("runsPerUser", "parallel", now, i % 2 === 0 ? testDb.prisma : other)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(count);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(50 - count);
    for (const r of refused) expect(r).toEqual({ ok: false, error: "Too many runs (at most 10 a minute); try again in 40 s.", retryAfterMs: 40_000, limit: "runsPerUser" });
    const row = await testDb.prisma.rateLimitCounter.findFirstOrThrow({ where: { name: "runsPerUser", key: "parallel" } });
    expect(row.count).toBe(count);
  });

  it("starts afresh in the next window and keeps keys and limits apart", async () => {
    const { count, windowMs } = LIMITS.rateLimits.submissionsPerUser;
    const start = windowStart(windowMs) - 10 * windowMs;
    for (let i = 0; i < count; i++) expect((await lib.takeRateLimit("submissionsPerUser", "reset", new Date(start + i))).ok).toBe(true);
    expect(await lib.takeRateLimit("submissionsPerUser", "reset", new Date(start + windowMs - 1))).toMatchObject({ ok: false, retryAfterMs: 1 });
    expect(await lib.takeRateLimit("submissionsPerUser", "another key", new Date(start + 5))).toMatchObject({ ok: true });
    expect(await lib.takeRateLimit("runsPerUser", "reset", new Date(start + 5))).toMatchObject({ ok: true });
    expect(await lib.takeRateLimit("submissionsPerUser", "reset", new Date(start + windowMs))).toEqual({ ok: true, remaining: count - 1 });
  });

  it("deletes the counters of ended windows, by itself as time passes and when asked", async () => {
    const past = windowStart(MINUTE) - 100 * MINUTE;
    await lib.takeRateLimit("runsPerUser", "old", new Date(past));
    expect(await testDb.prisma.rateLimitCounter.count({ where: { key: "old" } })).toBe(1);
    // A take more than a minute later sweeps the ended windows first.
    await lib.takeRateLimit("runsPerUser", "current", new Date());
    expect(await testDb.prisma.rateLimitCounter.count({ where: { key: "old" } })).toBe(0);

    await lib.takeRateLimit("runsPerUser", "older", new Date(past - MINUTE));
    expect(await lib.deleteExpiredRateLimits(new Date(past))).toBe(1);
    expect(await testDb.prisma.rateLimitCounter.count({ where: { key: "older" } })).toBe(0);
    expect(await testDb.prisma.rateLimitCounter.count({ where: { key: "current" } })).toBe(1);
  });

  it("stores a very long key as its hash", async () => {
    const key = `${"a".repeat(300)}@example.com`;
    expect((await lib.takeRateLimit("signInPerAddressAccount", key, new Date())).ok).toBe(true);
    const stored = `sha256:${createHash("sha256").update(key).digest("hex")}`;
    expect(await testDb.prisma.rateLimitCounter.count({ where: { name: "signInPerAddressAccount", key: stored } })).toBe(1);
  });

  it("refuses every named limit with a message that says what, the limit and the wait", async () => {
    for (const name of RATE_LIMIT_NAMES) {
      const limit = rateLimit(name);
      const now = new Date(windowStart(limit.windowMs) - 20 * limit.windowMs + 1_000);
      for (let i = 0; i < limit.count; i++) expect((await lib.takeRateLimit(name, "every", now)).ok).toBe(true);
      const refused = await lib.takeRateLimit(name, "every", now);
      if (refused.ok) throw new Error(`${name} let more than ${limit.count} through`);
      expect(refused.retryAfterMs).toBe(limit.windowMs - 1_000);
      expect(refused.error.startsWith(`Too many ${limit.what} (at most ${limit.count} `)).toBe(true);
      expect(isRateLimitMessage(refused.error)).toBe(true);
    }
  });
});

describe("the client address", () => {
  it("is the last X-Forwarded-For hop (the socket, appended by serve-web) without a trusted proxy, and the proxy's entry with TRUST_PROXY", () => {
    // A forged 6.6.6.6, then what one proxy saw (203.0.113.7), then the proxy's socket (10.0.0.2).
    const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" };
    expect(clientAddress(headers, 0)).toBe("10.0.0.2");
    expect(clientAddress(headers, 1)).toBe("203.0.113.7");
    expect(clientAddress(headers, 2)).toBe("6.6.6.6");
    expect(clientAddress(headers, 5)).toBe("6.6.6.6");
    expect(clientAddress(new Headers({ "x-forwarded-for": "::FFFF:192.0.2.1" }), 0)).toBe("192.0.2.1");
    expect(clientAddress({}, 1)).toBe("unknown");
  });

  it("is an IPv6 client's /64, however the address is written", () => {
    for (const address of ["2001:db8:1:2::1", "2001:0DB8:0001:0002:ffff:0:0:1", "[2001:db8:1:2::abcd]", "2001:db8:1:2:aaaa::%eth0"]) {
      expect(clientAddress({ "x-forwarded-for": address }, 0), address).toBe("2001:db8:1:2::/64");
    }
    expect(clientAddress({ "x-forwarded-for": "2001:db8::1" }, 0)).toBe("2001:db8:0:0::/64");
    expect(clientAddress({ "x-forwarded-for": "2001:db8:1:3::1" }, 0)).toBe("2001:db8:1:3::/64");
    expect(clientAddress({ "x-forwarded-for": "1::2:3:4:5:1.2.3.4" }, 0)).toBe("1:0:2:3::/64");
  });
});

describe("sign-in", () => {
  const { count: perPair, windowMs } = LIMITS.rateLimits.signInPerAddressAccount;
  const { freePerAccount, freePerAddress, maxDelayMs } = LIMITS.signInBackOff;
  /** The back-off waits each attempt asked for, in order (recorded, not slept). */
  let waits: number[] = [];
  const record = async (ms: number) => void waits.push(ms);
  const attempt = (email: string, password: string, now: Date, address = "198.51.100.1") =>
    lib.authorizeCredentials({ email, password }, { headers: { "x-forwarded-for": address } }, now, record);
  const pairRefusal = (wait: string) =>
    `Too many sign-in attempts for this account from your network address (at most ${perPair} in 15 minutes); try again in ${wait}.`;

  afterEach(() => {
    waits = [];
  });

  it("limits attempts per (address, account), for an unknown e-mail exactly as for a real one, atomically", async () => {
    const start = windowStart(windowMs) - 4 * windowMs;
    const created = await lib.signUp({ email: "real@example.com", password: "right password" }, "192.0.2.50", new Date(start));
    expect(created.ok).toBe(true);
    for (const email of ["real@example.com", "ghost@example.com"]) {
      const now = new Date(start + 3 * MINUTE);
      const results = await Promise.allSettled(Array.from({ length: perPair + 3 }, () => attempt(email, "wrong password", now)));
      expect(results.filter((r) => r.status === "fulfilled" && r.value === null)).toHaveLength(perPair);
      const refusals = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
      expect(refusals.map((e) => [e.name, e.message])).toEqual(Array(3).fill(["SignInRefusedError", pairRefusal("12 min")]));
      // From that address even the right password waits for the next window.
      await expect(attempt(email, "right password", now)).rejects.toThrow(pairRefusal("12 min"));
    }
    expect(await attempt("real@example.com", "right password", new Date(start + windowMs))).toMatchObject({ email: "real@example.com" });
  });

  it("an attacker failing at address A cannot stop the victim signing in from address B, who waits at most maxDelayMs (8 s)", async () => {
    const now = new Date(windowStart(windowMs) - 20 * windowMs + MINUTE);
    await lib.signUp({ email: "victim@example.com", password: "victim's password" }, "192.0.2.60", now);
    // 40 guesses from A, one after the other: the first 10 are checked, the rest refused at A.
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) {
      outcomes.push(await attempt("victim@example.com", `guess ${i}`, now, "203.0.113.66").then(String, (error: Error) => error.name));
    }
    expect(outcomes).toEqual([...Array(perPair).fill("null"), ...Array(40 - perPair).fill("SignInRefusedError")]);
    // The attacker's own checked attempts were slowed: free ones, then a doubling wait.
    expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000]);
    expect(freePerAccount).toBe(5);

    waits = [];
    expect(await attempt("victim@example.com", "victim's password", now, "198.51.100.200")).toMatchObject({ email: "victim@example.com" });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(maxDelayMs);
    expect(maxDelayMs).toBe(8_000);
    // However long the attack goes on (here from 30 more addresses), the wait stays bounded.
    for (let a = 0; a < 30; a++) await attempt("victim@example.com", "guess", now, `203.0.113.${100 + a}`);
    waits = [];
    expect(await attempt("victim@example.com", "victim's password", now, "198.51.100.200")).toMatchObject({ email: "victim@example.com" });
    expect(waits).toEqual([maxDelayMs]);
  });

  it("slows one address trying many accounts (a classroom shares one) without ever refusing it", async () => {
    const now = new Date(windowStart(windowMs) - 8 * windowMs + 30_000);
    await lib.signUp({ email: "pupil@example.com", password: "pupil's password" }, "192.0.2.61", now);
    for (let i = 0; i < freePerAddress; i++) await attempt(`classmate${i}@example.com`, "whatever1", now, "203.0.113.9");
    expect(waits.every((ms) => ms === 0)).toBe(true);
    waits = [];
    expect(await attempt("pupil@example.com", "pupil's password", now, "203.0.113.9")).toMatchObject({ email: "pupil@example.com" });
    for (let i = 0; i < 10; i++) await attempt(`late${i}@example.com`, "whatever1", now, "203.0.113.9");
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000]);
    waits = [];
    expect(await attempt("fresh@example.com", "whatever1", now, "203.0.113.10")).toBeNull();
    expect(waits).toEqual([0]);
  });

  it("counts an IPv6 client by its /64: fresh addresses in one /64 share one limit, another /64 does not", async () => {
    const now = new Date(windowStart(windowMs) - 30 * windowMs + MINUTE);
    const inOne64 = (i: number) => `2001:db8:aa:bb:${i.toString(16)}::${(i * 7).toString(16)}`;
    for (let i = 0; i < perPair; i++) expect(await attempt("v6@example.com", "wrong password", now, inOne64(i))).toBeNull();
    await expect(attempt("v6@example.com", "wrong password", now, inOne64(99))).rejects.toThrow(pairRefusal("14 min"));
    expect(await attempt("v6@example.com", "wrong password", now, "2001:db8:aa:bc::1")).toBeNull();
  });

  it("compares an unknown e-mail's password with bcrypt, like a wrong password", async () => {
    const now = new Date(windowStart(windowMs) - 12 * windowMs);
    await lib.signUp({ email: "known@example.com", password: "right password" }, "192.0.2.51", now);
    const compare = vi.spyOn(bcrypt, "compare");
    expect(await attempt("nobody-here@example.com", "some password", now)).toBeNull();
    expect(compare).toHaveBeenCalledTimes(1);
    expect(await attempt("known@example.com", "wrong password", now)).toBeNull();
    expect(compare).toHaveBeenCalledTimes(2);
  });

  it("reaches the sign-in page as next-auth's error text, which the page shows as it is", async () => {
    // next-auth's core request handler (what its route handler calls after reading Next's
    // headers and cookies); the package exports it only by file path.
    const { AuthHandler } = createRequire(import.meta.url)(path.resolve("node_modules/next-auth/core/index.js")) as {
      AuthHandler: (params: { req: Record<string, unknown>; options: unknown }) => Promise<{ redirect?: string }>;
    };
    const now = Date.now();
    const email = "page@example.com";
    for (let i = 0; i < perPair; i++) await lib.takeRateLimit("signInPerAddressAccount", `198.51.100.77\n${email}`, new Date(now));
    // next-auth's double-submit CSRF cookie: the token and sha256(token + secret).
    const token = "a".repeat(64);
    const cookie = `${token}|${createHash("sha256").update(`${token}${process.env.NEXTAUTH_SECRET}`).digest("hex")}`;
    const response = await AuthHandler({
      req: {
        action: "callback",
        providerId: "credentials",
        method: "POST",
        headers: { host: "localhost:3000", "x-forwarded-for": "198.51.100.77" },
        cookies: { "next-auth.csrf-token": cookie },
        body: { email, password: "any password", csrfToken: token, json: "true" },
        query: {},
      },
      options: lib.authOptions(),
    });
    const error = new URL(String(response.redirect)).searchParams.get("error")!;
    expect(error).toMatch(/^Too many sign-in attempts for this account from your network address \(at most 10 in 15 minutes\); try again in \d+ (s|min)\.$/);
    expect(isRateLimitMessage(error)).toBe(true);
    expect(isRateLimitMessage("CredentialsSignin")).toBe(false);
  });
});

describe("passwords longer than bcrypt reads", () => {
  // 36 two-byte characters: 72 bytes in UTF-8 (but only 36 characters) before they differ.
  const shared = "é".repeat(36);
  const first = `${shared}first`;
  const second = `${shared}second`;

  it("two passwords sharing their first 72 bytes do not both work", async () => {
    // Plain bcrypt would accept the second for the first: that is what this guards against.
    expect(await bcrypt.compare(second, await bcrypt.hash(first, 4))).toBe(true);
    const now = new Date(windowStart(MINUTE) - 300 * MINUTE);
    expect((await lib.signUp({ email: "long@example.com", password: first }, "192.0.2.52", now)).ok).toBe(true);
    const signIn = (password: string) => lib.authorizeCredentials({ email: "long@example.com", password }, {}, now);
    expect(await signIn(first)).toMatchObject({ email: "long@example.com" });
    expect(await signIn(second)).toBeNull();
  });

  it("an account hashed before pre-hashing still signs in, and its hash is replaced", async () => {
    const legacy = await bcrypt.hash("legacy password", 4);
    await testDb.prisma.user.create({ data: { email: "legacy@example.com", name: "L", passwordHash: legacy } });
    const now = new Date(windowStart(MINUTE) - 400 * MINUTE);
    const signIn = (password: string) => lib.authorizeCredentials({ email: "legacy@example.com", password }, {}, now);
    expect(await signIn("wrong password")).toBeNull();
    expect((await testDb.prisma.user.findUniqueOrThrow({ where: { email: "legacy@example.com" } })).passwordHash).toBe(legacy);
    expect(await signIn("legacy password")).toMatchObject({ email: "legacy@example.com" });
    const upgraded = (await testDb.prisma.user.findUniqueOrThrow({ where: { email: "legacy@example.com" } })).passwordHash;
    expect(upgraded).not.toBe(legacy);
    expect(upgraded.startsWith("sha256+$2")).toBe(true);
    expect(await signIn("legacy password")).toMatchObject({ email: "legacy@example.com" });
  });
});

describe("sign-ups per address", () => {
  it("lets exactly the remaining slots through in parallel, then says when to try again", async () => {
    const { count, windowMs } = LIMITS.rateLimits.signUpPerAddress;
    const now = new Date(windowStart(windowMs) - 5 * windowMs + 20 * MINUTE);
    for (let i = 0; i < count - 2; i++) await lib.takeRateLimit("signUpPerAddress", "192.0.2.99", now);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => lib.signUp({ email: `class${i}@example.com`, password: "long enough" }, "192.0.2.99", now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array(3).fill({
        ok: false,
        error: `Too many new accounts from your network address (at most ${count} an hour); try again in 40 min.`,
        retryAfterMs: 40 * MINUTE,
        limit: "signUpPerAddress",
      }),
    );
    expect(await testDb.prisma.user.count({ where: { email: { startsWith: "class" } } })).toBe(2);
    expect((await lib.signUp({ email: "elsewhere@example.com", password: "long enough" }, "192.0.2.100", now)).ok).toBe(true);
  });
});

describe("submissions, runs and package checks", () => {
  const source = "console.log('Yes')";

  it("queues exactly 6 of 10 parallel submissions a minute per user, and more in the next minute", async () => {
    const start = windowStart(MINUTE) - 50 * MINUTE;
    const now = new Date(start + 45_000);
    const submit = (at: Date) => lib.createSubmission({ userId: studentId, problemSlug: SLUG, language: "typescript", source }, at);
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(now)));
    expect(results.filter((r) => r.ok)).toHaveLength(LIMITS.rateLimits.submissionsPerUser.count);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      error: "Too many submissions (at most 6 a minute); try again in 15 s.",
      retryAfterMs: 15_000,
      limit: "submissionsPerUser",
    });
    expect(await testDb.prisma.submission.count({ where: { userId: studentId, kind: "submission" } })).toBe(6);
    expect((await submit(new Date(start + MINUTE))).ok).toBe(true);
    // Refused for another reason first: a missing problem takes no slot.
    expect(await lib.createSubmission({ userId: studentId, problemSlug: "nope", language: "typescript", source }, new Date(start + MINUTE))).toEqual({
      ok: false,
      error: "There is no such problem.",
    });
  });

  it("queues exactly 10 of 15 parallel runs a minute per user", async () => {
    const now = new Date(windowStart(MINUTE) - 60 * MINUTE + 1_000);
    const results = await Promise.all(
      Array.from({ length: 15 }, () => lib.createRun({ userId: studentId, problemSlug: SLUG, language: "typescript", source, input: null }, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(LIMITS.rateLimits.runsPerUser.count);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: "Too many runs (at most 10 a minute); try again in 59 s." });
    // Each run taken replaced the code of the user's one pending run (lib/submissions/create-run.ts).
    expect(await testDb.prisma.submission.count({ where: { userId: studentId, kind: "run", createdAt: now } })).toBe(1);
  });

  it("queues exactly 10 of 12 parallel package checks per instructor in 10 minutes", async () => {
    const { count, windowMs } = LIMITS.rateLimits.packageChecksPerInstructor;
    const now = new Date(windowStart(windowMs) - 3 * windowMs + 2 * MINUTE);
    const user = { id: instructorId, role: "instructor" as const };
    const results = await Promise.all(Array.from({ length: 12 }, () => lib.queueCheck(testDb.prisma, user, SLUG, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(count);
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      error: `Too many package checks (at most ${count} in 10 minutes); try again in 8 min.`,
      retryAfterMs: 8 * MINUTE,
      limit: "packageChecksPerInstructor",
    });
    expect(await testDb.prisma.packageCheck.count()).toBe(count);
  });
});

describe("live event streams per user", () => {
  it(`keeps at most ${LIMITS.maxEventStreamsPerUser} open at once, and a slot comes back when a client leaves`, async () => {
    const submission = await testDb.prisma.submission.create({
      data: { userId: studentId, problemId: (await testDb.prisma.problem.findUniqueOrThrow({ where: { slug: SLUG } })).id, source: "x" },
    });
    session.user = { id: studentId, email: "student@example.com", role: "student" };
    const open = async () => {
      const controller = new AbortController();
      const url = `http://localhost/api/submissions/${submission.id}/events`;
      const response = await lib.submissionEvents(new Request(url, { signal: controller.signal }), { params: Promise.resolve({ id: String(submission.id) }) });
      return { response, controller };
    };
    const streams = [];
    for (let i = 0; i < LIMITS.maxEventStreamsPerUser; i++) streams.push(await open());
    try {
      expect(streams.map((s) => s.response.status)).toEqual(Array(LIMITS.maxEventStreamsPerUser).fill(200));
      const refused = await open();
      expect(refused.response.status).toBe(429);
      expect(await refused.response.text()).toBe("You have 8 live updates open already (the most at once); close a tab and try again.");
      expect(lib.openEventStreams(studentId)).toBe(LIMITS.maxEventStreamsPerUser);

      streams[0]!.controller.abort(); // the client went away
      expect(lib.openEventStreams(studentId)).toBe(LIMITS.maxEventStreamsPerUser - 1);
      await streams[1]!.response.body!.cancel(); // the page closed its EventSource
      expect(lib.openEventStreams(studentId)).toBe(LIMITS.maxEventStreamsPerUser - 2);
      const again = await open();
      streams.push(again);
      expect(again.response.status).toBe(200);
    } finally {
      for (const s of streams) s.controller.abort();
    }
    expect(lib.openEventStreams(studentId)).toBe(0);
  });
});

describe("zip upload", () => {
  const BOUNDARY = "nimbus-test-boundary";
  const multipartHead = strToU8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="zip"; filename="p.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const multipartTail = strToU8(`\r\n--${BOUNDARY}--\r\n`);

  /** A body that yields `chunk`-sized pieces for ever (or until `total`), counting what was read. */
  function endlessBody(chunk = 64 * 1024) {
    const state = { pulled: 0, cancelled: false };
    const piece = new Uint8Array(chunk).fill(65);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(multipartHead);
      },
      pull(controller) {
        state.pulled += piece.length;
        controller.enqueue(piece);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { body, state };
  }

  function upload(body: BodyInit, headers: Record<string, string> = {}) {
    return new Request("http://localhost/studio/import/upload", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      duplex: "half",
    } as RequestInit);
  }

  const importer = () => {
    session.user = { id: importerId, email: "importer@example.com", role: "instructor" };
  };
  const cap = 8 * 1024 * 1024;

  it("cuts off a body without Content-Length once it passes the cap, without reading the rest", async () => {
    importer();
    const { body, state } = endlessBody();
    const response = await lib.importUpload(upload(body));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, message: `The upload is larger than a package zip may be (${cap} bytes); it was cut off there.` });
    expect(state.cancelled).toBe(true);
    // Read up to the cap plus the multipart allowance and a little read-ahead, never the endless rest.
    expect(state.pulled).toBeGreaterThan(cap);
    expect(state.pulled).toBeLessThan(cap + 64 * 1024 + 16 * 64 * 1024);
  });

  it("cuts off a body whose Content-Length lies (says small)", async () => {
    importer();
    const { body, state } = endlessBody();
    const request = upload(body, { "content-length": "1000" });
    const response = await lib.importUpload(request);
    expect(response.status).toBe(413);
    expect(state.cancelled).toBe(true);
  });

  it("refuses an honest oversized Content-Length before reading anything", async () => {
    importer();
    const { body, state } = endlessBody();
    const response = await lib.importUpload(upload(body, { "content-length": String(cap * 4) }));
    expect(response.status).toBe(413);
    expect(state.pulled).toBe(0);
  });

  it("cuts off a body that stalls past the deadline, so it cannot hold an import slot", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(multipartHead);
      },
      pull: () => new Promise<void>(() => undefined), // never sends the rest
      cancel() {
        cancelled = true;
      },
    });
    const result = await readZipUpload(upload(body), { deadlineMs: 20 });
    expect(result).toEqual({ ok: false, status: 408, message: "The upload did not arrive within 1 s; try again." });
    expect(cancelled).toBe(true);
  });

  it("imports a zip within the cap; a third import while two are being validated gets 429 busy", async () => {
    importer();
    // Two uploads whose bodies stall: each holds an import slot while its body is read.
    const stalls = [0, 1].map(() => {
      let finish!: () => void;
      let started!: () => void;
      const reading = new Promise<void>((resolve) => (started = resolve));
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          started();
          await new Promise<void>((resolve) => (finish = resolve));
          controller.close();
        },
      });
      return { response: lib.importUpload(upload(body)), reading, finish: () => finish() };
    });
    await Promise.all(stalls.map((s) => s.reading));
    const busy = await lib.importUpload(upload(new Blob([multipartHead, multipartTail])));
    expect(busy.status).toBe(429);
    expect(await busy.json()).toEqual({ ok: false, message: "The server is validating 2 other imports right now; try again in a few seconds." });
    for (const s of stalls) s.finish();
    expect((await Promise.all(stalls.map((s) => s.response))).map((r) => r.status)).toEqual([400, 400]);

    const dir = listPackageDirs().find((d) => d.endsWith("poj-2234-matches-game"))!;
    const files = readPackageFolder(dir);
    files["problem.ts"] = files["problem.ts"]!.replace('slug: "poj-2234-matches-game"', 'slug: "uploaded-matches"');
    const form = new FormData();
    form.set("zip", new File([packageZip("uploaded-matches", files) as BlobPart], "uploaded-matches.zip", { type: "application/zip" }));
    const ok = await lib.importUpload(new Request("http://localhost/studio/import/upload", { method: "POST", body: form }));
    expect(await ok.json()).toEqual({ ok: true, message: "Problem uploaded-matches: imported as an unpublished draft.", slug: "uploaded-matches" });
  });

  it(`limits imports per instructor`, async () => {
    const { count, windowMs } = LIMITS.rateLimits.importsPerInstructor;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(windowStart(windowMs) + windowMs + 90_000);
    session.user = { id: instructorId, email: "teacher@example.com", role: "instructor" };
    for (let i = 0; i < count; i++) await lib.takeRateLimit("importsPerInstructor", instructorId);
    const response = await lib.importUpload(upload(new Blob([multipartHead, multipartTail])));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ ok: false, message: `Too many package imports (at most ${count} in 10 minutes); try again in 9 min.` });
  });
});
