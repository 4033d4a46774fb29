// The lease queue (lib/queue/lease.ts) is one code path for both job kinds: each guarantee is
// checked on submissions and on package checks alike (claim once, fence off a lost lease,
// release with or without the attempt, give up after the last attempt, heartbeat).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  claimNextJob,
  finishJob,
  JOB_TABLES,
  LeaseLostError,
  releaseJob,
  renewLease,
  startHeartbeat,
  type JobKind,
} from "../../lib/queue";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let userId: number;
let problemId: number;

beforeEach(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  userId = (await prisma.user.create({ data: { email: "l@example.com", name: "L", passwordHash: "x", role: "instructor" } })).id;
  problemId = (
    await prisma.problem.create({
      data: {
        slug: "l", title: "L", sourceJudge: "test", sourceId: "1", sourceTitle: "L", timeLimitMs: 1000,
        memoryLimitMb: 64, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      },
    })
  ).id;
});

afterEach(async () => {
  vi.useRealTimers();
  await database.cleanup();
});

/** The lease columns of one row, whichever table it is in. */
interface LeaseRow {
  status: string;
  attempts: number;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  finishedAt: Date | null;
}

/** Creates, reads and expires rows of one kind through Prisma, independently of the queue's SQL. */
const rows: Record<
  JobKind,
  { create: () => Promise<number>; read: (id: number) => Promise<LeaseRow>; expire: (id: number) => Promise<unknown>; finish: (id: number, workerId: string) => Promise<boolean>; finished: string }
> = {
  submission: {
    create: async () => (await database.prisma.submission.create({ data: { userId, problemId, source: "x" } })).id,
    read: async (id) => {
      const row = await database.prisma.submission.findUniqueOrThrow({ where: { id } });
      return { ...row, finishedAt: row.judgedAt };
    },
    expire: (id) => database.prisma.submission.update({ where: { id }, data: { leaseExpiresAt: new Date(Date.now() - 1) } }),
    finish: (id, workerId) => finishJob(database.prisma, "submission", id, workerId, { status: "done", verdict: "AC", timeMs: 1, memoryKb: 1 }),
    finished: "done",
  },
  check: {
    create: async () => (await database.prisma.packageCheck.create({ data: { problemId, requestedById: userId, filesHash: "h" } })).id,
    read: (id) => database.prisma.packageCheck.findUniqueOrThrow({ where: { id } }),
    expire: (id) => database.prisma.packageCheck.update({ where: { id }, data: { leaseExpiresAt: new Date(Date.now() - 1) } }),
    finish: (id, workerId) => finishJob(database.prisma, "check", id, workerId, { status: "passed", checkedPackage: "{}" }),
    finished: "passed",
  },
};

describe.each(["submission", "check"] as const)("the lease queue on %s rows", (kind) => {
  const table = JOB_TABLES[kind];
  const row = rows[kind];

  it("gives each job to exactly one of several racing workers", async () => {
    const ids = await Promise.all([row.create(), row.create(), row.create()]);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimNextJob(database.prisma, kind, { workerId: `w${i}` })));
    const claimed = claims.filter((claim) => claim !== undefined);
    expect(claimed.map((claim) => claim.id).sort()).toEqual([...ids].sort());
    expect(claimed.every((claim) => claim.attempt === 1)).toBe(true);
    for (const id of ids) expect(await row.read(id)).toMatchObject({ status: table.running, attempts: 1 });
  });

  it("re-claims a job whose lease expired and refuses the old worker's writes", async () => {
    const id = await row.create();
    expect(await claimNextJob(database.prisma, kind, { workerId: "old" })).toEqual({ id, attempt: 1 });
    expect(await claimNextJob(database.prisma, kind, { workerId: "new" })).toBeUndefined();
    await row.expire(id);
    expect(await claimNextJob(database.prisma, kind, { workerId: "new" })).toEqual({ id, attempt: 2 });

    expect(await renewLease(database.prisma, kind, id, "old")).toBe(false);
    expect(await row.finish(id, "old")).toBe(false);
    expect(await releaseJob(database.prisma, kind, id, "old")).toBe(false);
    expect(await row.read(id)).toMatchObject({ status: table.running, leaseOwner: "new" });

    expect(await renewLease(database.prisma, kind, id, "new")).toBe(true);
    expect(await row.finish(id, "new")).toBe(true);
    const done = await row.read(id);
    expect(done).toMatchObject({ status: row.finished, leaseOwner: null, leaseExpiresAt: null, attempts: 2 });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await claimNextJob(database.prisma, kind, { workerId: "new" })).toBeUndefined();
  });

  it("hands a job back without the attempt at shutdown, and with it after a crash", async () => {
    const id = await row.create();
    await claimNextJob(database.prisma, kind, { workerId: "w" });
    expect(await releaseJob(database.prisma, kind, id, "w")).toBe(true);
    expect(await row.read(id)).toMatchObject({ status: table.queued, attempts: 0, leaseOwner: null, leaseExpiresAt: null });

    expect(await claimNextJob(database.prisma, kind, { workerId: "w2" })).toEqual({ id, attempt: 1 });
    expect(await releaseJob(database.prisma, kind, id, "w2", { countAttempt: true })).toBe(true);
    expect(await row.read(id)).toMatchObject({ status: table.queued, attempts: 1, leaseOwner: null });
    expect(await claimNextJob(database.prisma, kind, { workerId: "w3" })).toEqual({ id, attempt: 2 });
  });

  it("gives up on a job after its last attempt instead of claiming it again", async () => {
    const id = await row.create();
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await claimNextJob(database.prisma, kind, { workerId: "w", maxAttempts: 2 })).toEqual({ id, attempt });
      await row.expire(id);
    }
    expect(await claimNextJob(database.prisma, kind, { workerId: "w", maxAttempts: 2 })).toBeUndefined();
    const gaveUp = await row.read(id);
    expect(gaveUp).toMatchObject({ status: table.giveUp({ id, attempts: 2, lastError: null, claimedBefore: true }).status, leaseOwner: null, leaseExpiresAt: null, attempts: 2 });
    expect(gaveUp.finishedAt).toBeInstanceOf(Date);
  });

  it("renews the lease on every heartbeat and notices when it was lost", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const id = await row.create();
    await claimNextJob(database.prisma, kind, { workerId: "w", leaseMs: 60_000 });
    const before = (await row.read(id)).leaseExpiresAt!.getTime();
    const heartbeat = startHeartbeat(database.prisma, kind, id, "w", 600_000);
    try {
      vi.advanceTimersByTime(200_000);
      await vi.waitFor(async () => expect((await row.read(id)).leaseExpiresAt!.getTime()).toBeGreaterThan(before + 500_000));
      expect(heartbeat.lost).toBe(false);

      await row.expire(id);
      await claimNextJob(database.prisma, kind, { workerId: "other" });
      vi.advanceTimersByTime(200_000);
      await vi.waitFor(() => expect(heartbeat.lost).toBe(true));
    } finally {
      heartbeat.stop();
    }
  });
});

describe("the lease queue's differences between kinds", () => {
  it("names the job in a lost lease's message", () => {
    expect(new LeaseLostError("check", 7, "w").message).toBe("worker w lost its lease on package check 7");
    expect(new LeaseLostError("submission", 7, "w").message).toBe("worker w lost its lease on submission 7");
  });

  it("refuses a back-off on a package check (only submissions wait before a retry)", async () => {
    const id = await rows.check.create();
    await claimNextJob(database.prisma, "check", { workerId: "w" });
    expect(() => releaseJob(database.prisma, "check", id, "w", { retry: { at: new Date(), reason: "x" } })).toThrow(/package check has no back-off/);
  });

  it("starts a re-claimed check with empty progress and no old report", async () => {
    const id = await rows.check.create();
    await database.prisma.packageCheck.update({ where: { id }, data: { progress: "old line\n", report: "{}" } });
    await claimNextJob(database.prisma, "check", { workerId: "w" });
    expect(await database.prisma.packageCheck.findUniqueOrThrow({ where: { id } })).toMatchObject({ progress: "", report: null });
  });
});
