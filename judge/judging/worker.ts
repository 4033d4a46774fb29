// One judge worker: claim a submission from the database queue, judge it, store each test's
// result as it finishes, then the verdict. A fault of the judge itself (judge/judging/judge-errors.ts) is
// no verdict: the submission goes back to the queue with a back-off, and is System Error only when
// its attempts have run out. processOne does one submission (tests drive it directly);
// runWorkerLoop repeats it until stopped.
import type { PrismaClient } from "../../lib/db";
import {
  claimNextJob,
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  finishSubmission,
  LeaseLostError,
  releaseJob,
  requeueAfterFault,
  ResultWriter,
  retryDelayMs,
  type WakeupListener,
  startHeartbeat,
  type FinalResult,
} from "../../lib/queue";
import type { Verdict } from "../../lib/types";
import { replenishWarmHarnesses } from "../sandbox/batch/warm-harnesses";
import { loadClaimedSubmission } from "./claimed-submission";
import { describeError, isDatabaseError, PermanentJudgeError } from "./judge-errors";
import { judgeSubmission, type JudgeTest } from "./judge-submission";

export interface WorkerOptions {
  leaseMs?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
  /** Told the id as soon as a submission is claimed (the daemon releases it on shutdown). */
  onClaim?: (submissionId: number) => void;
  /** Ends the idle wait early when the web app signals new work (lib/queue/judge-wakeup.ts). */
  wakeups?: WakeupListener;
  /** Wait before the next attempt after a judge fault on attempt n (lib/queue RETRY_BACKOFF_MS). */
  retryBackoffMs?: readonly number[];
  /** The judging itself (judgeSubmission); tests put a faulty one here. */
  judge?: typeof judgeSubmission;
}

export interface ProcessedSubmission {
  submissionId: number;
  /** Null when a judge fault put the submission back in the queue (see `retryAt`). */
  verdict: Verdict | null;
  timeMs: number;
  /** False when the lease was lost meanwhile and another worker owns the submission now. */
  stored: boolean;
  /** After a judge fault: when the submission may be claimed again. */
  retryAt?: Date;
}

/** Judges the next claimable submission; undefined when the queue is empty. */
export async function processOne(
  prisma: PrismaClient,
  workerId: string,
  options: WorkerOptions = {},
): Promise<ProcessedSubmission | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const claim = await claimNextJob(prisma, "submission", { workerId, leaseMs, maxAttempts: options.maxAttempts });
  if (!claim) return undefined;
  options.onClaim?.(claim.id);

  const started = Date.now();
  const heartbeat = startHeartbeat(prisma, "submission", claim.id, workerId, leaseMs);
  let result: FinalResult;
  let kind = "submission";
  let fault: unknown;
  try {
    result = await judgeClaimed(prisma, claim.id, workerId, leaseMs, () => heartbeat.lost, (k) => (kind = k), options.judge ?? judgeSubmission);
  } catch (error) {
    if (error instanceof LeaseLostError) {
      options.log?.(`[judge] ${kind} ${claim.id}: ${error.message}; left to the new owner`);
      return { submissionId: claim.id, verdict: null, timeMs: 0, stored: false };
    }
    fault = error;
    result = { verdict: "SE", timeMs: 0, memoryKb: 0 };
  } finally {
    heartbeat.stop();
  }
  if (fault !== undefined && isDatabaseError(fault)) {
    // The database failed (a restart, an outage): no verdict and no judge fault. The submission
    // goes back as a crashed worker's would (attempt counted); if the database is still away,
    // its lease expires instead. The loop goes on trying to claim.
    const released = await releaseJob(prisma, "submission", claim.id, workerId, { countAttempt: true }).catch(() => false);
    replenishWarmHarnesses();
    options.log?.(`[judge] ${kind} ${claim.id}: database error (${describeError(fault)}); ${released ? "back in the queue" : "left to its lease"}`);
    return { submissionId: claim.id, verdict: null, timeMs: 0, stored: released };
  }
  if (fault !== undefined) {
    // The judge's own failure, not the program's: queued again after a back-off while attempts
    // remain, System Error with the reason after the last one. The daemon keeps running.
    const reason = describeError(fault);
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (claim.attempt < maxAttempts && !(fault instanceof PermanentJudgeError)) {
      const delayMs = retryDelayMs(claim.attempt, options.retryBackoffMs);
      const retryAt = new Date(Date.now() + delayMs);
      const requeued = await requeueAfterFault(prisma, claim.id, workerId, { reason, retryAt });
      replenishWarmHarnesses();
      options.log?.(`[judge] ${kind} ${claim.id}: attempt ${claim.attempt} of ${maxAttempts} failed (${reason}); queued again in ${delayMs} ms${requeued ? "" : " NOT requeued: lease lost"}`);
      return { submissionId: claim.id, verdict: null, timeMs: 0, stored: requeued, retryAt };
    }
    result.compileLog = `System error: ${reason}${fault instanceof PermanentJudgeError ? "" : ` (attempt ${claim.attempt} of ${maxAttempts})`}`;
  }
  const stored = await finishSubmission(prisma, claim.id, workerId, result);
  // The next submission's sandbox starts now, after the verdict (when warm starts are on).
  replenishWarmHarnesses();
  options.log?.(
    `[judge] ${kind} ${claim.id} ${result.verdict} ${result.timeMs} ms (judged in ${Date.now() - started} ms, attempt ${claim.attempt})${stored ? "" : " NOT stored: lease lost"}`,
  );
  return { submissionId: claim.id, verdict: result.verdict, timeMs: result.timeMs, stored };
}

async function judgeClaimed(
  prisma: PrismaClient,
  submissionId: number,
  workerId: string,
  leaseMs: number,
  leaseLost: () => boolean,
  /** Told whether this is a submission or a run (the Run button), for the log. */
  onKind: (kind: string) => void,
  judge: typeof judgeSubmission,
): Promise<FinalResult> {
  const submission = await loadClaimedSubmission(prisma, submissionId);
  onKind(submission.kind);
  const isRun = submission.kind === "run";
  // A run is the Run button: on custom input (nothing to check against) or on every sample.
  const tests: Array<JudgeTest & { testCaseId: number | null }> =
    isRun && submission.runInput !== null
      ? [{ ordinal: 1, input: submission.runInput, testCaseId: null }]
      : submission.tests
          .filter((test) => !isRun || test.isSample)
          .map((test) => ({ ordinal: test.ordinal, input: test.input, expectedOutput: test.expectedOutput, testCaseId: test.id }));
  if (tests.length === 0) throw new PermanentJudgeError(isRun ? "the problem has no samples to run on" : "the problem has no test cases");
  // Raw: one statement (Prisma's update reads the whole row back, updateMany adds a transaction).
  await prisma.$executeRaw`UPDATE "Submission" SET "testsTotal" = ${tests.length}, "testDataVersion" = ${submission.testDataVersion} WHERE "id" = ${submissionId}`;
  const testCaseIds = new Map(tests.map((test) => [test.ordinal, test.testCaseId]));
  // Results are stored while the next tests run; all are stored before the verdict is.
  const writer = new ResultWriter(prisma, submissionId, workerId);

  let judged;
  try {
    judged = await judge({
      source: submission.source,
      tests,
      timeLimitMs: submission.timeLimitMs,
      memoryLimitMb: submission.memoryLimitMb,
      checker: submission.checker,
      runAllTests: isRun,
      keepOutput: isRun,
      onTestResult: async (outcome) => {
        if (leaseLost()) throw new LeaseLostError("submission", submissionId, workerId);
        const testCaseId = testCaseIds.get(outcome.ordinal);
        if (testCaseId === undefined) throw new Error(`no test case with ordinal ${outcome.ordinal}`);
        writer.add(testCaseId, outcome);
      },
    });
  } catch (error) {
    // No write of this attempt may land after the caller requeues or finishes the submission.
    await writer.flush().catch(() => undefined);
    throw error;
  }
  await writer.flush();
  // A System Error names its reason where the submission page shows it (the compile log).
  const systemError = judged.verdict === "SE" ? judged.results.find((result) => result.verdict === "SE")?.message : undefined;
  const compileLog = judged.compileLog ?? (systemError === undefined ? undefined : `System error: ${systemError}`);
  return compileLog === undefined
    ? { verdict: judged.verdict, timeMs: judged.timeMs, memoryKb: judged.memoryKb }
    : { verdict: judged.verdict, timeMs: judged.timeMs, memoryKb: judged.memoryKb, compileLog };
}


export interface WorkerLoop {
  /** Resolves when the loop has stopped (after the submission in progress, if any). */
  done: Promise<void>;
  /** The submission being judged right now, if any. */
  current: () => number | undefined;
}

// An indexed SELECT on an idle queue costs well under a millisecond. Without wake-ups, polling
// often keeps the wait before a claim (half the interval on average) a small part of the verdict
// latency; with them (the daemon), a new submission ends the wait at once and the poll is only
// the fallback (a lost datagram, another machine's web app on PostgreSQL).
const IDLE_POLL_MS = 50;
const IDLE_POLL_WITH_WAKEUPS_MS = 250;

/** Claims and judges until `shouldStop()`; when the queue is empty, waits for a wake-up or the next poll. */
export function runWorkerLoop(
  prisma: PrismaClient,
  workerId: string,
  shouldStop: () => boolean,
  options: WorkerOptions = {},
): WorkerLoop {
  let current: number | undefined;
  const done = (async () => {
    while (!shouldStop()) {
      let processed: ProcessedSubmission | undefined;
      // Read before looking at the queue: a wake-up for a row this look misses ends the wait below at once.
      const seenWakeups = options.wakeups?.count();
      try {
        processed = await processOne(prisma, workerId, {
          ...options,
          onClaim: (id) => {
            current = id;
            options.onClaim?.(id);
          },
        });
      } catch (error) {
        // A database hiccup while claiming or finishing: log, wait, try again.
        options.log?.(`[judge] worker ${workerId}: ${describeError(error)}`);
      }
      current = undefined;
      if (processed || shouldStop()) continue;
      if (options.wakeups) await options.wakeups.wait(IDLE_POLL_WITH_WAKEUPS_MS, seenWakeups);
      else await sleepUnless(IDLE_POLL_MS, shouldStop);
    }
  })();
  return { done, current: () => current };
}

function sleepUnless(ms: number, shouldStop: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (shouldStop() || Date.now() - started >= ms) {
        clearInterval(timer);
        resolve();
      }
    }, Math.min(ms, 50));
  });
}
