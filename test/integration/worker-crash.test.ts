// A real judge daemon (`node --import tsx judge/daemon.ts`) on a throw-away database is killed
// with SIGKILL in the middle of a submission; a second daemon re-claims it once the lease
// (JUDGE_LEASE_MS, short here) has expired and judges it to the end: one verdict, every test
// result once, attempts = 2.
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { exited, startDaemon as startDaemonProcess, waitFor, type DaemonProcess } from "../helpers/daemon-process";

const TESTS = 16;
const LEASE_MS = 1500;
let database: TestDatabase;
const daemons: ChildProcess[] = [];

/** Correct, but burns ~150 ms of CPU per test, so the submission takes a few seconds. */
const SLOW_ECHO = `const n = Number(require("fs").readFileSync(0, "utf8"));
const end = Date.now() + 150; let spin = 0; while (Date.now() < end) spin++;
console.log(n * 2);`;

function startDaemon(name: string): DaemonProcess {
  const daemon = startDaemonProcess(name, { DATABASE_URL: database.url, JUDGE_WORKERS: "1", JUDGE_LEASE_MS: String(LEASE_MS) });
  daemons.push(daemon.child);
  return daemon;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const child of daemons) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(daemons.map(exited));
  await database?.cleanup();
});

it("re-claims and completes a submission after its worker is SIGKILLed mid-judgement", async () => {
  const { prisma } = database;
  const user = await prisma.user.create({ data: { email: "crash@example.com", name: "C", passwordHash: "x" } });
  const problem = await prisma.problem.create({
    data: {
      slug: "double", title: "Double", sourceJudge: "test", sourceId: "1", sourceTitle: "Double", timeLimitMs: 2000, memoryLimitMb: 256,
      tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      testCases: {
        create: Array.from({ length: TESTS }, (_, index) => ({ ordinal: index + 1, group: "random", input: `${index}\n`, expectedOutput: `${index * 2}\n` })),
      },
    },
  });
  const submission = await prisma.submission.create({ data: { userId: user.id, problemId: problem.id, source: SLOW_ECHO } });

  const first = startDaemon("first daemon");
  // Mid-judgement: claimed, some results stored, far from done.
  const owner = await waitFor(
    "the first daemon to store 3 results",
    async () => {
      const row = await prisma.submission.findUniqueOrThrow({ where: { id: submission.id }, include: { _count: { select: { results: true } } } });
      return row._count.results >= 3 ? row.leaseOwner : undefined;
    },
    60_000,
    first.log,
  );
  first.child.kill("SIGKILL");
  await exited(first.child);
  const abandoned = await prisma.submission.findUniqueOrThrow({ where: { id: submission.id }, include: { _count: { select: { results: true } } } });
  expect(abandoned).toMatchObject({ status: "judging", attempts: 1, leaseOwner: owner });
  expect(abandoned._count.results).toBeLessThan(TESTS);
  // The daemon recorded itself (/admin/judges): its id heads its workers' lease owners, and a
  // SIGKILLed daemon is never marked stopped (it only stops being seen).
  const killed = await prisma.judgeInstance.findUniqueOrThrow({ where: { id: owner!.slice(0, owner!.lastIndexOf(":")) } });
  expect(killed).toMatchObject({ pid: first.child.pid, workers: 1, stoppedAt: null });

  const second = startDaemon("second daemon");
  const done = await waitFor(
    "the second daemon to finish the submission",
    async () => {
      const row = await prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
      return row.status === "done" ? row : undefined;
    },
    90_000,
    second.log,
  );
  // It waited for the dead worker's lease to expire before taking over.
  expect(done.startedAt!.getTime()).toBeGreaterThanOrEqual(abandoned.leaseExpiresAt!.getTime());
  expect(done).toMatchObject({ verdict: "AC", attempts: 2, leaseOwner: null, leaseExpiresAt: null, testsTotal: TESTS });
  expect(done.leaseOwner).not.toBe(owner);
  const results = await prisma.testResult.findMany({ where: { submissionId: submission.id }, orderBy: { ordinal: "asc" } });
  expect(results.map((result) => result.ordinal)).toEqual(Array.from({ length: TESTS }, (_, index) => index + 1));
  expect(results.every((result) => result.verdict === "AC")).toBe(true);
  // The daemon logs after storing the verdict, so its line may come a moment after the row.
  await waitFor("the second daemon's log line", async () => (/submission \d+ AC .*attempt 2/.test(second.log()) ? true : undefined), 10_000, second.log);

  second.child.kill("SIGTERM");
  await exited(second.child);
  expect(second.child.exitCode).toBe(0);
  // A clean shutdown marks the daemon stopped.
  const stopped = await prisma.judgeInstance.findFirstOrThrow({ where: { pid: second.child.pid } });
  expect(stopped.stoppedAt).not.toBeNull();
});
