// Judges that identify themselves (lib/judges): a daemon's row written at start, refreshed by its
// heartbeat, marked stopped at shutdown, old rows pruned; and the admin page's rows read from the
// real database, with what each worker judges taken from the queue's own leases.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JUDGE_PRUNE_AFTER_MS, markJudgeStopped, registerJudge, startJudgeHeartbeat, touchJudge } from "../../lib/judges/judge-instances";
import { loadJudgesView } from "../../lib/judges/load-judges";
import { claimNextJob } from "../../lib/queue";
import { makeProblem, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let testDb: TestDatabase;
beforeEach(async () => {
  testDb = await createTestDatabase();
});
afterEach(async () => {
  await testDb.cleanup();
});

const identity = (id: string) => ({ id, hostname: id.split(":")[0]!, pid: Number(id.split(":")[1]), workers: 2, version: "0123456789ab" });

describe(`judge instances (${process.env.NIMBUS_TEST_DATABASE === "postgresql" ? "PostgreSQL" : "SQLite"})`, () => {
  it("registers, beats, stops, and prunes the instances nobody has seen for a day", async () => {
    const { prisma } = testDb;
    const start = new Date();
    await registerJudge(prisma, identity("old:1:aaaaaa"), new Date(start.getTime() - JUDGE_PRUNE_AFTER_MS - 60_000));
    await registerJudge(prisma, identity("new:2:bbbbbb"), start);
    expect((await prisma.judgeInstance.findMany()).map((j) => j.id)).toEqual(["new:2:bbbbbb"]);

    const later = new Date(start.getTime() + 5_000);
    expect(await touchJudge(prisma, "new:2:bbbbbb", later)).toBe(true);
    expect(await touchJudge(prisma, "gone:3:cccccc", later)).toBe(false);
    await markJudgeStopped(prisma, "new:2:bbbbbb", later);
    const row = await prisma.judgeInstance.findUniqueOrThrow({ where: { id: "new:2:bbbbbb" } });
    expect(row).toMatchObject({ hostname: "new", pid: 2, workers: 2, version: "0123456789ab", startedAt: start, lastSeenAt: later, stoppedAt: later });
  });

  it("a heartbeat registers a daemon whose row could not be written at start", async () => {
    const { prisma } = testDb;
    const heartbeat = startJudgeHeartbeat(prisma, identity("late:4:dddddd"), { intervalMs: 20 });
    try {
      for (let i = 0; i < 500 && !(await prisma.judgeInstance.findUnique({ where: { id: "late:4:dddddd" } })); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await prisma.judgeInstance.findUnique({ where: { id: "late:4:dddddd" } })).toMatchObject({ hostname: "late", stoppedAt: null });
    } finally {
      await heartbeat.stop();
    }
  });

  it("the page lists each worker's claim from the queue's leases, for admins only", async () => {
    const { prisma } = testDb;
    const problemId = await makeProblem(prisma, "nim-judged");
    const userId = await makeUser(prisma, "s@example.com", "S");
    const submission = await prisma.submission.create({ data: { userId, problemId, source: "x" } });
    const check = await prisma.packageCheck.create({ data: { problemId, requestedById: userId, filesHash: "h" } });
    const id = "judge-host:42:abcdef";
    await registerJudge(prisma, identity(id));
    // Claimed through the queue itself, as the daemon's workers do.
    expect((await claimNextJob(prisma, "submission", { workerId: `${id}:2`, leaseMs: 60_000 }))?.id).toBe(submission.id);
    expect((await claimNextJob(prisma, "check", { workerId: `${id}:checks`, leaseMs: 60_000 }))?.id).toBe(check.id);

    const [judge, ...others] = (await loadJudgesView(prisma, { role: "admin" }))!;
    expect(others).toEqual([]);
    expect(judge).toMatchObject({ id, hostname: "judge-host", pid: 42, state: "live" });
    expect(judge!.workerViews.map((w) => [w.name, w.job && { kind: w.job.kind, id: w.job.id, problemSlug: w.job.problemSlug }])).toEqual([
      ["1", null],
      ["2", { kind: "submission", id: submission.id, problemSlug: "nim-judged" }],
      ["checks", { kind: "check", id: check.id, problemSlug: "nim-judged" }],
    ]);
    expect(judge!.workerViews[1]!.job!.since).toBeInstanceOf(Date);

    for (const role of ["student", "instructor"] as const) expect(await loadJudgesView(prisma, { role })).toBeNull();
    expect(await loadJudgesView(prisma, null)).toBeNull();
  });
});
