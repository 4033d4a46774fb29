// The judge daemon's package-check loop: claims PackageCheck rows (lib/queue/lease.ts, the same
// lease queue as submissions) and runs each in a process of its own (start-check-process.ts), so a
// long check never stalls the daemon's judging. The child renews the lease and writes progress
// and the outcome; this loop follows it. At shutdown `handBack` kills the child and puts the
// check back in the queue (not failed, not left to time out). A child that dies on its own gives
// the check back with the attempt counted: the claim fails it after too many attempts. A check
// that runs past its wall-clock cap is killed and failed with a message saying so: one check
// (a package whose programs are slow, or a child stuck on a lock) must not hold the one check
// queue of every instructor for ever.
import type { PrismaClient } from "../../lib/db";
import { claimNextJob, DEFAULT_LEASE_MS, finishCheck, releaseJob, type WakeupListener } from "../../lib/queue";
import { formatWait } from "../../lib/rate-limit/limits";
import { startCheckProcess, type CheckProcess } from "./start-check-process";

const POLL_MS = 1000;

/**
 * A check's wall-clock cap unless JUDGE_CHECK_TIMEOUT_MS says otherwise: generous, because a
 * sound package on a busy two-core machine takes minutes (every solution on every test, the
 * generators, the brute-force comparison: `npm run problem -- check hdu-5724-chess` took 104 s on
 * a busy two-core machine), yet short enough that a stuck check frees the queue the same lesson.
 */
export const DEFAULT_CHECK_TIMEOUT_MS = 10 * 60_000;

/** The failed check's report message when its cap ended it. */
export function checkTimedOutMessage(timeoutMs: number): string {
  return `The check was stopped after ${formatWait(timeoutMs)}, its time limit: the package's programs or tests take too long. Make them faster or fewer, then check again.`;
}

export interface CheckLoop {
  /** Resolves when the loop has stopped. */
  done: Promise<void>;
  /** The check running now, and the process running it. */
  current: () => { checkId: number; pid: number } | undefined;
  /** Shutdown: kills the running check's process and gives the check back; its id, if it was given back. */
  handBack: () => Promise<number | undefined>;
}

export interface CheckLoopOptions {
  log?: (line: string) => void;
  wakeups?: WakeupListener;
  leaseMs?: number;
  /** The wall-clock cap of one check (default DEFAULT_CHECK_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Starts the check's process (default startCheckProcess); tests put a stand-in here. */
  startProcess?: typeof startCheckProcess;
}

/** One loop (a check runs many sandboxes one after another) until `stopping()`. */
export function runCheckLoop(prisma: PrismaClient, workerId: string, stopping: () => boolean, options: CheckLoopOptions = {}): CheckLoop {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const start = options.startProcess ?? startCheckProcess;
  const log = (line: string) => options.log?.(line);
  let running: { checkId: number; child: CheckProcess } | undefined;
  const done = (async () => {
    while (!stopping()) {
      let claimed: { id: number } | undefined;
      const seenWakeups = options.wakeups?.count(); // a wake-up during the claim ends the wait at once
      try {
        claimed = await claimNextJob(prisma, "check", { workerId, leaseMs });
      } catch (err) {
        log(`[judge] check queue error: ${(err as Error).message}`);
      }
      if (!claimed) {
        await (options.wakeups ? options.wakeups.wait(POLL_MS, seenWakeups) : new Promise((r) => setTimeout(r, POLL_MS)));
        continue;
      }
      const checkId = claimed.id;
      if (stopping()) {
        await releaseJob(prisma, "check", checkId, workerId).catch(() => false);
        break;
      }
      const child = start({ checkId, workerId, leaseMs, onProgress: (line) => log(`[judge] package check ${checkId}: ${line}`) });
      running = { checkId, child };
      log(`[judge] package check ${checkId}: running in process ${child.pid}`);
      let timedOut = false;
      const cap = setTimeout(() => {
        timedOut = true;
        void child.kill();
      }, timeoutMs);
      const end = await child.ended;
      clearTimeout(cap);
      running = undefined;
      if (timedOut && end.kind !== "done") {
        // The lease is still this loop's (the child renewed it under workerId): fail the check.
        const report = JSON.stringify({ message: checkTimedOutMessage(timeoutMs), timedOutAfterMs: timeoutMs });
        const failed = await finishCheck(prisma, checkId, workerId, { status: "failed", report }).catch(() => false);
        log(`[judge] package check ${checkId}: stopped at its time limit (${formatWait(timeoutMs)})${failed ? "; failed" : ""}`);
      } else if (end.kind === "done") {
        log(`[judge] package check ${checkId}: ${end.outcome}`);
      } else if (end.killed || stopping()) {
        // Shutdown: handBack gives the check back (without counting the attempt).
        if (!end.killed) await releaseJob(prisma, "check", checkId, workerId).catch(() => false);
        log(`[judge] package check ${checkId}: process stopped`);
      } else {
        const requeued = await releaseJob(prisma, "check", checkId, workerId, { countAttempt: true }).catch(() => false);
        log(`[judge] package check ${checkId}: its process ended without a result (exit code ${end.code}, signal ${end.signal})${requeued ? "; queued again" : ""}`);
      }
    }
  })();
  return {
    done,
    current: () => (running ? { checkId: running.checkId, pid: running.child.pid } : undefined),
    handBack: async () => {
      const now = running;
      if (!now) return undefined;
      await now.child.kill();
      // Guarded by the lease: a check that finished just before is left as it is.
      return (await releaseJob(prisma, "check", now.checkId, workerId).catch(() => false)) ? now.checkId : undefined;
    },
  };
}
