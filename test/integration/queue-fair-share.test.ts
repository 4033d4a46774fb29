// Issue 30 item 2, end to end: an attacker's Run flood does not starve a victim's submission.
// Four attacker accounts behind one address keep a Run queued each (a program that sleeps to the
// wall-clock limit, 3 x T + 1 s on every sample) while two real workers (runWorkerLoop, the real
// sandbox) judge. Once both workers are busy with the flood, the victim (another address) submits.
// The bound, in queue turns (claims), not in time: the victim's submission is the very next claim
// after it was queued, and its verdict arrives (AC). Under the old order (runs strictly before
// submissions) every claim went to the flood and the victim's submission was never claimed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { NIM_CORRECT_SOURCE, nimProblemData } from "../helpers/nim-problem";

let testDb: TestDatabase;
let lib: {
  createRun: typeof import("../../lib/submissions/create-run").createRun;
  createSubmission: typeof import("../../lib/submissions/create-submission").createSubmission;
  runWorkerLoop: typeof import("../../judge/judging/worker").runWorkerLoop;
};

const SLUG = "fair-share-nim";
const ATTACKER_GROUP = "203.0.113.7";
const VICTIM_GROUP = "198.51.100.20";
const ATTACKERS = 4;
const WORKERS = 2;
/** Claims after which the test stops the workers if the victim was never served (the old order). */
const MAX_CLAIMS = 8;
const SLEEPER = "setInterval(() => {}, 1 << 30);";
const CORRECT = NIM_CORRECT_SOURCE;

beforeAll(async () => {
  testDb = await createTestDatabase();
  process.env.DATABASE_URL = testDb.url;
  lib = {
    ...(await import("../../lib/submissions/create-run")),
    ...(await import("../../lib/submissions/create-submission")),
    ...(await import("../../judge/judging/worker")),
  };
  await testDb.prisma.problem.create({
    // T = 100 ms: each sleeping sample holds a worker for the wall limit, 3 x 100 + 1000 ms.
    data: nimProblemData(SLUG, 100),
  });
});

afterAll(async () => {
  const { db } = await import("../../lib/db");
  await db().$disconnect();
  await testDb.cleanup();
});

it("serves a victim's submission at the next claim while four accounts of one address flood two workers with sleeping Runs", async () => {
  const { prisma } = testDb;
  const attackers: number[] = [];
  for (let i = 0; i < ATTACKERS; i++) {
    attackers.push((await prisma.user.create({ data: { email: `attacker${i}@example.com`, name: `X${i}`, passwordHash: "x" } })).id);
  }
  const victim = (await prisma.user.create({ data: { email: "victim@example.com", name: "V", passwordHash: "x" } })).id;

  // The flood: every attacker account without a pending run queues one (the runs a minute they
  // are allowed are far more than this; the one-pending-run rule is what holds them).
  const topUp = async () => {
    for (const userId of attackers) {
      if (await prisma.submission.findUnique({ where: { activeRunOf: userId }, select: { id: true } })) continue;
      await lib.createRun({ userId, problemSlug: SLUG, language: "typescript", source: SLEEPER, input: null, clientGroup: ATTACKER_GROUP });
    }
  };
  await topUp();

  const claims: number[] = [];
  /** The victim's submission, once queued (the workers stop when they claim it). */
  const victimRow: { id?: number } = {};
  let toppingUp = Promise.resolve();
  let stop = false;
  const onClaim = (id: number) => {
    claims.push(id);
    if (id === victimRow.id || claims.length >= MAX_CLAIMS) stop = true;
    // Whoever's run just ended queues again (one at a time: the flood never pauses).
    toppingUp = toppingUp.then(topUp);
  };
  const loops = Array.from({ length: WORKERS }, (_, i) => lib.runWorkerLoop(prisma, `fair-${i}`, () => stop, { onClaim }));

  // Both workers busy with the flood, the other attackers' runs queued: now the victim submits.
  while (claims.length < WORKERS) await new Promise((resolve) => setTimeout(resolve, 20));
  await toppingUp;
  const queuedRuns = await prisma.submission.count({ where: { kind: "run", status: "queued" } });
  expect(queuedRuns).toBe(ATTACKERS - WORKERS);
  const claimsBeforeVictim = claims.length;
  const submitted = await lib.createSubmission({ userId: victim, problemSlug: SLUG, language: "typescript", source: CORRECT, clientGroup: VICTIM_GROUP });
  if (!submitted.ok) throw new Error(submitted.error);
  victimRow.id = submitted.id;

  await Promise.all(loops.map((loop) => loop.done));
  await toppingUp;
  // The claims before the victim queued were the flood's; the very next claim was the victim's.
  expect(claimsBeforeVictim).toBe(WORKERS);
  expect(claims.indexOf(submitted.id)).toBe(claimsBeforeVictim);
  const judged = await prisma.submission.findUniqueOrThrow({ where: { id: submitted.id } });
  expect(judged).toMatchObject({ status: "done", verdict: "AC" });
  // The flood was real: the attacker's runs that ran were cut at the wall limit on each sample, once each.
  const attackerRuns = await prisma.submission.findMany({ where: { kind: "run", status: "done" }, include: { results: true } });
  expect(attackerRuns.length).toBeGreaterThanOrEqual(WORKERS);
  for (const run of attackerRuns) expect(run.results.map((result) => result.verdict)).toEqual(["TLE", "TLE"]);
}, 120_000);
