// The judge warms up at start (judge/judging/warm-up.ts): a tiny program judged through the
// Run path, then a harness started ahead in the sandbox most problems use, so that the first
// Run after `npm start` finds everything ready. Counted, not timed: the warm-up's verdict, the
// idle harness, the next submission served by it, and the daemon doing this before it claims.
import { afterAll, beforeAll, expect, it } from "vitest";
import { warmUpJudge } from "../../judge/judging/warm-up";
import { runTestsInOneSandbox } from "../../judge/sandbox/batch/run-batch";
import { closeWarmHarnesses, idleHarnessCount, keepWarmHarnesses } from "../../judge/sandbox/batch/warm-harnesses";
import { exited, startDaemon, waitFor } from "../helpers/daemon-process";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two problems at 128 MiB, one at 256 MiB: the warm sandbox is the common one.
  for (const [index, memoryLimitMb] of [128, 128, 256].entries()) {
    await database.prisma.problem.create({
      data: {
        slug: `warm-${index}`, title: "Warm", sourceJudge: "test", sourceId: String(index), sourceTitle: "Warm", timeLimitMs: 1000, memoryLimitMb,
        tags: "[]", difficulty: "easy", statement: "", contentHash: "x",
      },
    });
  }
});

afterAll(async () => {
  await closeWarmHarnesses();
  await database?.cleanup();
});

it("judges a tiny program through the Run path and leaves a harness started ahead, which the next submission gets", async () => {
  keepWarmHarnesses(1);
  expect(idleHarnessCount()).toBe(0);
  const warmUp = await warmUpJudge(database.prisma);
  expect(warmUp).toMatchObject({ verdict: "AC", memoryLimitMb: 128, idleHarnesses: 1 });
  expect(idleHarnessCount()).toBe(1);

  const next = await runTestsInOneSandbox({ programJs: `console.log("hello")`, tests: [{ ordinal: 1, input: "" }], timeLimitMs: 1000, memoryLimitMb: 128 });
  expect(next.warmStarts).toBe(1);
  expect(next.results[0]!.stdout).toBe("hello\n");
  await closeWarmHarnesses();
});

it("the daemon warms up before its workers poll the queue", async () => {
  const daemon = startDaemon("warm-up daemon", { DATABASE_URL: database.url, JUDGE_WORKERS: "1" });
  try {
    const log = await waitFor("the workers to poll", () => (daemon.log().includes("polling the queue") ? daemon.log() : undefined), 60_000, daemon.log);
    const warmedAt = log.search(/\[judge\] warmed up: AC .*128 MiB/);
    expect(warmedAt, log).toBeGreaterThan(-1);
    expect(warmedAt, log).toBeLessThan(log.indexOf("polling the queue"));
  } finally {
    daemon.child.kill("SIGTERM");
    await exited(daemon.child);
  }
});
