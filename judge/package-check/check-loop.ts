// The judge daemon's package-check loop: claims PackageCheck rows (lib/queue/lease.ts, the same
// lease queue as submissions) and runs each in a process of its own (start-check-process.ts), so a
// long check never stalls the daemon's judging. The child renews the lease and writes progress
// and the outcome; this loop follows it. At shutdown `handBack` kills the child and puts the
// check back in the queue (not failed, not left to time out). A child that dies on its own gives
// the check back with the attempt counted: the claim fails it after too many attempts.
import type { PrismaClient } from "../../lib/db";
import { claimNextJob, DEFAULT_LEASE_MS, releaseJob, type WakeupListener } from "../../lib/queue";
import { startCheckProcess, type CheckProcess } from "./start-check-process";

const POLL_MS = 1000;

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
}

/** One loop (a check runs many sandboxes one after another) until `stopping()`. */
export function runCheckLoop(prisma: PrismaClient, workerId: string, stopping: () => boolean, options: CheckLoopOptions = {}): CheckLoop {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
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
      const child = startCheckProcess({ checkId, workerId, leaseMs, onProgress: (line) => log(`[judge] package check ${checkId}: ${line}`) });
      running = { checkId, child };
      log(`[judge] package check ${checkId}: running in process ${child.pid}`);
      const end = await child.ended;
      running = undefined;
      if (end.kind === "done") {
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
