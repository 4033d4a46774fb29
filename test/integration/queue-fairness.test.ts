// Fair claims: within a priority the queue goes round-robin across users (the user served least
// recently first), so one user's flood does not delay everyone else; priorities still come first,
// and racing workers still never share a row. Claim order is asserted, never time.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimNextJob, finishSubmission } from "../../lib/queue";
import { QUEUE_PRIORITY } from "../../lib/types";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let problemId: number;
const users: Record<string, number> = {};
let clock = Date.now() - 3_600_000;

beforeEach(async () => {
  database = await createTestDatabase();
  const { prisma } = database;
  for (const name of ["A", "B", "C"]) {
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

/** Queues `count` submissions for `user`, each a second after the previous one queued. */
async function queue(user: string, count: number, priority: number = QUEUE_PRIORITY.submission): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    clock += 1000;
    const row = await database.prisma.submission.create({
      data: { userId: users[user]!, problemId, source: `${user}${i}`, priority, createdAt: new Date(clock) },
    });
    ids.push(row.id);
  }
  return ids;
}

/** The owner's name of each submission id. */
async function ownersOf(ids: number[]): Promise<string[]> {
  const rows = await database.prisma.submission.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } });
  const byId = new Map(rows.map((row) => [row.id, Object.keys(users).find((name) => users[name] === row.userId)!]));
  return ids.map((id) => byId.get(id)!);
}

/** Claims until the queue is empty; `finish` stores a verdict after each claim (one worker at a time). */
async function drain(finish: boolean): Promise<number[]> {
  const claimed: number[] = [];
  for (;;) {
    const claim = await claimNextJob(database.prisma, "submission", { workerId: "w" });
    if (!claim) return claimed;
    claimed.push(claim.id);
    if (finish) expect(await finishSubmission(database.prisma, claim.id, "w", { verdict: "AC", timeMs: 1, memoryKb: 1 })).toBe(true);
  }
}

describe("fair claims within a priority", () => {
  it("claims a second user's submission within the first two claims, after another user's flood of 20", async () => {
    const flood = await queue("A", 20);
    const [single] = await queue("B", 1);
    const first = await claimNextJob(database.prisma, "submission", { workerId: "w1" });
    const second = await claimNextJob(database.prisma, "submission", { workerId: "w2" });
    expect([first?.id, second?.id]).toEqual([flood[0], single]);
    // The rest of the flood follows in its own order.
    expect(await drain(false)).toEqual(flood.slice(1));
  });

  it("stays fair for one worker that finishes each submission before claiming the next", async () => {
    const flood = await queue("A", 20);
    const [single] = await queue("B", 1);
    const order = await drain(true);
    expect(order.slice(0, 2)).toEqual([flood[0], single]);
    expect(order.slice(2)).toEqual(flood.slice(1));
  });

  it("goes round-robin across several users with queued work, each user's rows oldest first", async () => {
    const a = await queue("A", 4);
    const b = await queue("B", 3);
    const c = await queue("C", 2);
    const order = await drain(true);
    expect(await ownersOf(order)).toEqual(["A", "B", "C", "A", "B", "C", "A", "B", "A"]);
    expect(order.filter((id) => a.includes(id))).toEqual(a);
    expect(order.filter((id) => b.includes(id))).toEqual(b);
    expect(order.filter((id) => c.includes(id))).toEqual(c);
  });

  it("puts a user who was served recently after one who waited, even if the first queued earlier", async () => {
    const [old] = await queue("A", 1);
    expect((await drain(true))).toEqual([old]);
    const [aNew] = await queue("A", 1);
    const [bNew] = await queue("B", 1);
    // A's new row is older than B's, but A was served last: B goes first.
    expect(await drain(true)).toEqual([bNew, aNew]);
  });

  it("keeps priorities first: runs, then new submissions, then rejudges, whoever queued them", async () => {
    const rejudge = await queue("A", 1, QUEUE_PRIORITY.rejudge);
    const submissions = await queue("A", 2, QUEUE_PRIORITY.submission);
    const runs = await queue("B", 1, QUEUE_PRIORITY.run);
    expect(await drain(true)).toEqual([...runs, ...submissions, ...rejudge]);
  });

  it("never gives one row to two racing workers while ordering fairly", async () => {
    const queued = [...(await queue("A", 12)), ...(await queue("B", 6)), ...(await queue("C", 3))];
    const claimed: number[] = [];
    for (let round = 0; round < 10 && claimed.length < queued.length; round++) {
      const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => claimNextJob(database.prisma, "submission", { workerId: `w${i}` })));
      claimed.push(...claims.filter((claim) => claim !== undefined).map((claim) => claim.id));
    }
    expect([...claimed].sort((x, y) => x - y)).toEqual([...queued].sort((x, y) => x - y));
    const rows = await database.prisma.submission.findMany();
    expect(rows.every((row) => row.status === "judging" && row.attempts === 1)).toBe(true);
  });
});
