// The claim order (lib/queue/fair-submission-order.ts, one SQL statement for SQLite and
// PostgreSQL, so its tests run on both databases): a fair share of worker time. Each test sets up
// what each user and address group used in the window (finished rows with their claim and
// verdict times) and asserts which rows are claimed in which order; time is never measured.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimNextJob, finishSubmission } from "../../lib/queue";
import { FAIR_SHARE_WINDOW_MS } from "../../lib/queue/fair-submission-order";
import { QUEUE_PRIORITY } from "../../lib/types";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let problemId: number;
const users: Record<string, number> = {};
let clock = Date.now() - 3_600_000;

beforeEach(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  for (const name of ["A", "B", "C", "D"]) {
    users[name] = (await prisma.user.create({ data: { email: `${name}@example.com`, name, passwordHash: "x" } })).id;
  }
  problemId = (
    await prisma.problem.create({
      data: {
        slug: "fair", title: "Fair", sourceJudge: "test", sourceId: "1", sourceTitle: "Fair", timeLimitMs: 1000,
        memoryLimitMb: 64, tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      },
    })
  ).id;
});

afterEach(async () => {
  await database.cleanup();
});

interface QueueOptions {
  priority?: number;
  kind?: "submission" | "run";
  group?: string | null;
}

/** Queues `count` rows for `user`, each a second after the previous one queued. */
async function queue(user: string, count: number, options: QueueOptions = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    clock += 1000;
    const row = await database.prisma.submission.create({
      data: {
        userId: users[user]!, problemId, source: `${user}${i}`, createdAt: new Date(clock),
        kind: options.kind ?? "submission",
        priority: options.priority ?? (options.kind === "run" ? QUEUE_PRIORITY.run : QUEUE_PRIORITY.submission),
        clientGroup: options.group ?? null,
      },
    });
    ids.push(row.id);
  }
  return ids;
}

/** A finished row of `user`: a worker spent `workerMs` on it, ending `endedAgoMs` ago. */
async function used(user: string, workerMs: number, options: { group?: string | null; endedAgoMs?: number } = {}): Promise<void> {
  const judgedAt = new Date(Date.now() - (options.endedAgoMs ?? 1000));
  await database.prisma.submission.create({
    data: {
      userId: users[user]!, problemId, source: "done", status: "done", verdict: "AC", createdAt: new Date(judgedAt.getTime() - workerMs - 5000),
      startedAt: new Date(judgedAt.getTime() - workerMs), judgedAt, clientGroup: options.group ?? null,
    },
  });
}

/** Claims until the queue is empty, without finishing (each claim charges its owner from then on). */
async function drain(): Promise<number[]> {
  const claimed: number[] = [];
  for (;;) {
    const claim = await claimNextJob(database.prisma, "submission", { workerId: "w" });
    if (!claim) return claimed;
    claimed.push(claim.id);
  }
}

describe("the fair share of worker time", () => {
  it("claims the row of the user who used the least worker time first, runs and submissions alike", async () => {
    await used("A", 30_000);
    await used("B", 5_000);
    const [aSubmission] = await queue("A", 1);
    const [bRun] = await queue("B", 1, { kind: "run" });
    const [cSubmission] = await queue("C", 1);
    // C used nothing, B 5 s, A 30 s: the reverse of their queue order.
    expect(await drain()).toEqual([cSubmission, bRun, aSubmission]);
  });

  it("interleaves runs and submissions by age when nobody has used worker time", async () => {
    const [aRun] = await queue("A", 1, { kind: "run" });
    const [bSubmission] = await queue("B", 1);
    const [cRun] = await queue("C", 1, { kind: "run" });
    const [dSubmission] = await queue("D", 1);
    expect(await drain()).toEqual([aRun, bSubmission, cRun, dSubmission]);
  });

  it("charges a row being judged from its claim on, so its owner's next row waits for another user's", async () => {
    const [aFirst, aSecond] = await queue("A", 2);
    const [b] = await queue("B", 1);
    const first = await claimNextJob(database.prisma, "submission", { workerId: "w1" });
    expect(first?.id).toBe(aFirst);
    // A's second row is older than B's, but A holds a worker now.
    const second = await claimNextJob(database.prisma, "submission", { workerId: "w2" });
    expect(second?.id).toBe(b);
    expect(await drain()).toEqual([aSecond]);
  });

  it("adds up the users of one address group: a fresh account behind a busy address waits behind another address", async () => {
    await used("A", 20_000, { group: "203.0.113.7" });
    await used("D", 2_000, { group: "198.51.100.20" });
    // B has used nothing itself, but its address has used 20 s.
    const [bRun] = await queue("B", 1, { kind: "run", group: "203.0.113.7" });
    const [dSubmission] = await queue("D", 1, { group: "198.51.100.20" });
    expect(await drain()).toEqual([dSubmission, bRun]);
  });

  it("within one address group (a classroom behind one NAT), the user who used less goes first", async () => {
    await used("A", 20_000, { group: "203.0.113.7" });
    const [aRun] = await queue("A", 1, { kind: "run", group: "203.0.113.7" });
    const [bSubmission] = await queue("B", 1, { group: "203.0.113.7" });
    expect(await drain()).toEqual([bSubmission, aRun]);
  });

  it("forgets worker time older than the window", async () => {
    await used("A", 60_000, { endedAgoMs: FAIR_SHARE_WINDOW_MS + 60_000 });
    await used("B", 1_000);
    const [a] = await queue("A", 1);
    const [b] = await queue("B", 1);
    expect(await drain()).toEqual([a, b]);
  });

  it("keeps rejudges behind new work, whoever used more", async () => {
    await used("A", 30_000);
    const [rejudge] = await queue("B", 1, { priority: QUEUE_PRIORITY.rejudge });
    const [fresh] = await queue("A", 1);
    expect(await drain()).toEqual([fresh, rejudge]);
  });

  it("claims a second user's submission within the first two claims, after another user's flood of 20 (one worker finishing each)", async () => {
    const flood = await queue("A", 20);
    const [single] = await queue("B", 1);
    const order: number[] = [];
    for (;;) {
      const claim = await claimNextJob(database.prisma, "submission", { workerId: "w" });
      if (!claim) break;
      order.push(claim.id);
      expect(await finishSubmission(database.prisma, claim.id, "w", { verdict: "AC", timeMs: 1, memoryKb: 1 })).toBe(true);
    }
    expect(order.slice(0, 2)).toEqual([flood[0], single]);
    expect(order.slice(2)).toEqual(flood.slice(1));
  });

  it("never gives one row to two racing workers while ordering fairly", async () => {
    const queued = [...(await queue("A", 12)), ...(await queue("B", 6)), ...(await queue("C", 3))];
    const claimed: number[] = [];
    for (let round = 0; round < 10 && claimed.length < queued.length; round++) {
      const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => claimNextJob(database.prisma, "submission", { workerId: `w${i}` })));
      claimed.push(...claims.filter((claim) => claim !== undefined).map((claim) => claim.id));
    }
    expect([...claimed].sort((x, y) => x - y)).toEqual([...queued].sort((x, y) => x - y));
    const rows = await database.prisma.submission.findMany({ where: { id: { in: queued } } });
    expect(rows.every((row) => row.status === "judging" && row.attempts === 1)).toBe(true);
    // (Claims at the same instant see the same usage, so who gets this round is not asserted.)
  });
});
