// The judges' own record of themselves (model JudgeInstance): a daemon registers at start,
// refreshes lastSeenAt with a heartbeat (one UPDATE every JUDGE_HEARTBEAT_MS) and is marked
// stopped on a clean shutdown. A daemon killed outright simply stops being seen: the admin page
// (lib/judges/judges-view.ts) calls it silent. What its workers judge is not recorded here: it
// is the queue's own rows, whose leaseOwner is "<instance id>:<worker>".
import type { PrismaClient } from "../db";

/** How often a daemon says it is alive. */
export const JUDGE_HEARTBEAT_MS = 5_000;
/** Instances not seen for this long are deleted when a daemon starts. */
export const JUDGE_PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface JudgeIdentity {
  /** "<hostname>:<pid>:<random>", the prefix of its workers' lease owners. */
  id: string;
  hostname: string;
  pid: number;
  workers: number;
  version: string;
}

/** Records a starting daemon, and forgets the instances nobody has seen for a day. */
export async function registerJudge(prisma: PrismaClient, judge: JudgeIdentity, now: Date = new Date()): Promise<void> {
  await prisma.judgeInstance.deleteMany({ where: { lastSeenAt: { lt: new Date(now.getTime() - JUDGE_PRUNE_AFTER_MS) } } });
  await prisma.judgeInstance.upsert({
    where: { id: judge.id },
    create: { ...judge, startedAt: now, lastSeenAt: now },
    update: { ...judge, lastSeenAt: now, stoppedAt: null },
  });
}

/** The heartbeat's one UPDATE; false when the row is missing (the database was down at start). */
export async function touchJudge(prisma: PrismaClient, id: string, now: Date = new Date()): Promise<boolean> {
  const { count } = await prisma.judgeInstance.updateMany({ where: { id }, data: { lastSeenAt: now } });
  return count === 1;
}

export async function markJudgeStopped(prisma: PrismaClient, id: string, now: Date = new Date()): Promise<void> {
  await prisma.judgeInstance.updateMany({ where: { id }, data: { lastSeenAt: now, stoppedAt: now } });
}

/**
 * Touches the instance every `intervalMs` until stopped (registering it when its row is missing).
 * A failed touch (the database restarting) is logged once per outage and tried at the next beat.
 */
export function startJudgeHeartbeat(
  prisma: PrismaClient,
  judge: JudgeIdentity,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop: () => Promise<void> } {
  let failing = false;
  let beating: Promise<void> | undefined;
  const beat = async () => {
    try {
      if (!(await touchJudge(prisma, judge.id))) await registerJudge(prisma, judge);
      if (failing) options.log?.(`[judge] heartbeat recorded again`);
      failing = false;
    } catch (error) {
      if (!failing) options.log?.(`[judge] heartbeat not recorded (${(error as Error).message}); trying again`);
      failing = true;
    }
  };
  const timer = setInterval(() => {
    // One beat at a time: a slow database must not pile them up.
    beating ??= beat().finally(() => (beating = undefined));
  }, options.intervalMs ?? JUDGE_HEARTBEAT_MS);
  timer.unref();
  return {
    /** Stops beating; resolves when a beat under way has ended. */
    stop: async () => {
      clearInterval(timer);
      await beating;
    },
  };
}
