// The judge daemon (`npm run judge`, through judge/cli.ts): checks the sandbox, then runs
// JUDGE_WORKERS worker loops (default: one per core) over the database queue until
// SIGINT/SIGTERM, with leases of JUDGE_LEASE_MS, keeping one sandboxed harness started ahead per
// worker (judge/sandbox/batch/warm-harnesses.ts) after a warm-up run (judging/warm-up.ts), and one package-check loop whose checks run in child
// processes, each under JUDGE_CHECK_TIMEOUT_MS (check-loop.ts). The loop pieces live in worker.ts and check-loop.ts.
import os from "node:os";
import { randomBytes } from "node:crypto";
import { db } from "../lib/db";
import { env } from "../lib/env";
import { listenForWakeups, releaseJob } from "../lib/queue";
import { markJudgeStopped, registerJudge, startJudgeHeartbeat } from "../lib/judges/judge-instances";
import { judgeVersion } from "./judge-version";
import { closeWarmHarnesses, keepWarmHarnesses } from "./sandbox/batch/warm-harnesses";
import { runCheckLoop } from "./package-check/check-loop";
import { prepareSandbox } from "./sandbox/sandbox";
import { warmUpJudge } from "./judging/warm-up";
import { runWorkerLoop, type WorkerLoop } from "./judging/worker";

/** How long a shutdown waits for submissions in progress before giving them back to the queue. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  try {
    const host = await prepareSandbox();
    console.log(`[judge] sandbox ready: ${host.summary}`);
  } catch (error) {
    console.error(`[judge] refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }

  const prisma = db();
  const workers = env().JUDGE_WORKERS;
  const leaseMs = env().JUDGE_LEASE_MS;
  // One idle sandbox per worker, started ahead: a verdict does not wait for node to start.
  keepWarmHarnesses(workers);
  // Before claiming: a tiny program judged through the Run path, then the idle harnesses started
  // (warm-up.ts), so that the first Run after start is no slower than the next.
  await warmUpJudge(prisma).then(
    (warm) => console.log(`[judge] warmed up: ${warm.verdict} in ${warm.wallMs} ms, ${warm.idleHarnesses} harness(es) started ahead (${warm.memoryLimitMb} MiB)`),
    (error: unknown) => console.log(`[judge] warm-up failed (${(error as Error).message}): judging starts cold`),
  );
  // The web app's "new work" wake-ups end a worker's idle wait at once (lib/queue/judge-wakeup.ts:
  // a datagram on SQLite, LISTEN/NOTIFY on PostgreSQL). Best effort: without them the workers
  // poll and nothing else changes.
  const wakeups = await listenForWakeups({ log: (line) => console.log(line) }).catch((error: unknown) => {
    console.log(`[judge] wake-ups off (${(error as Error).message}): polling the queue instead`);
    return undefined;
  });
  const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  // Who this daemon is, for /admin/judges (lib/judges/judge-instances.ts). Not a reason to stop:
  // judging goes on if the row cannot be written now; the heartbeat keeps trying.
  const identity = { id: instance, hostname: os.hostname(), pid: process.pid, workers, version: judgeVersion() };
  await registerJudge(prisma, identity).catch((error: unknown) => console.log(`[judge] could not record this judge yet (${(error as Error).message})`));
  const heartbeat = startJudgeHeartbeat(prisma, identity, { log: (line) => console.log(line) });
  let stopping = false;
  const loops: Array<{ workerId: string; loop: WorkerLoop }> = [];
  for (let index = 1; index <= workers; index++) {
    const workerId = `${instance}:${index}`;
    loops.push({ workerId, loop: runWorkerLoop(prisma, workerId, () => stopping, { log: (line) => console.log(line), ...(wakeups ? { wakeups } : {}), ...(leaseMs === undefined ? {} : { leaseMs }) }) });
  }
  // Studio package checks, each in a process of its own.
  const checkTimeoutMs = env().JUDGE_CHECK_TIMEOUT_MS;
  const checks = runCheckLoop(prisma, `${instance}:checks`, () => stopping, {
    log: (line) => console.log(line),
    ...(wakeups ? { wakeups } : {}),
    ...(leaseMs === undefined ? {} : { leaseMs }),
    ...(checkTimeoutMs === undefined ? {} : { timeoutMs: checkTimeoutMs }),
  });
  console.log(`[judge] ${workers} worker(s) polling the queue (${instance})`);

  const releaseAll = async () => {
    for (const { workerId, loop } of loops) {
      const id = loop.current();
      if (id !== undefined && (await releaseJob(prisma, "submission", id, workerId).catch(() => false))) {
        console.log(`[judge] released submission ${id} back to the queue`);
      }
    }
  };
  // A check can take minutes: at shutdown its process is stopped and the check handed back.
  const handBackCheck = async () => {
    const id = await checks.handBack().catch(() => undefined);
    if (id !== undefined) console.log(`[judge] released package check ${id} back to the queue`);
  };
  const shutdown = async (signal: string) => {
    if (stopping) {
      // Second signal: do not wait any longer.
      await Promise.all([releaseAll(), handBackCheck()]);
      process.exit(1);
    }
    stopping = true;
    await wakeups?.close(); // idle workers see `stopping` now
    console.log(`[judge] ${signal}: finishing the submissions in progress (up to ${SHUTDOWN_GRACE_MS / 1000} s)`);
    await handBackCheck();
    const finished = await Promise.race([
      Promise.all([...loops.map(({ loop }) => loop.done), checks.done]).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS).unref()),
    ]);
    if (!finished) await releaseAll();
    await heartbeat.stop();
    await markJudgeStopped(prisma, instance).catch(() => {});
    await closeWarmHarnesses();
    await prisma.$disconnect();
    console.log("[judge] stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
