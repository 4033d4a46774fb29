// Wake-ups on PostgreSQL, which reach judges on other machines: the web app sends
// `NOTIFY nimbus_queue` through its Prisma client; each daemon keeps ONE dedicated connection
// (not one of the pool's) doing `LISTEN nimbus_queue`, whose notifications end its workers' idle
// waits. When that connection drops (PostgreSQL restarted, the backend terminated, the network
// gone) the loss is logged once, the workers' waits simply run to their timeout (they poll), and
// the listener reconnects with a back-off; once it listens again it wakes every waiter, since a
// notification sent meanwhile was lost.
import pg from "pg";
import type { PrismaClient } from "../db";
import { createWaiters, type WakeupListener } from "./wakeup-waiters";

export const WAKEUP_CHANNEL = "nimbus_queue";
/** How the listening connection shows in pg_stat_activity (operators, and the tests, find it by this). */
export const WAKEUP_APPLICATION_NAME = "nimbus-judge-wakeups";
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/**
 * Sends the notification (never throws). A NOTIFY inside a transaction is delivered at its
 * commit; the rows that make work here are each inserted by one statement, so notifying right
 * after it is the same, and a judge never wakes before the row is visible.
 */
export async function notifyJudges(prisma: PrismaClient): Promise<void> {
  try {
    await prisma.$executeRaw`SELECT pg_notify(${WAKEUP_CHANNEL}, '')`;
  } catch {
    // Best effort, like the datagram: the judges' next poll finds the row.
  }
}

/** LISTENs on its own connection to `url`, reconnecting after a loss; never throws. */
export async function listenForNotifications(url: string, log: (line: string) => void = () => {}): Promise<WakeupListener> {
  const waiters = createWaiters();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let lost = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: WAKEUP_APPLICATION_NAME, keepAlive: true });
    next.on("notification", waiters.wakeAll);
    // 'error' and 'end' both come on a dropped connection; drop() runs once per client.
    next.on("error", (error) => drop(next, error));
    next.on("end", () => drop(next, new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${WAKEUP_CHANNEL}`);
    } catch (error) {
      drop(next, error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (lost) {
      lost = false;
      log(`[judge] wake-ups: listening on PostgreSQL again`);
      waiters.wakeAll(); // a notification sent while we were away is lost: look at the queue now
    }
  };

  const dropped = new WeakSet<pg.Client>();
  const drop = (which: pg.Client, error: Error): void => {
    if (dropped.has(which)) return;
    dropped.add(which);
    which.end().catch(() => {});
    if (client === which) client = undefined;
    if (closed) return;
    if (!lost) {
      lost = true;
      log(`[judge] wake-ups: no PostgreSQL connection (${error.message}); polling the queue until it is back`);
    }
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures++;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  await connect();
  return {
    wait: waiters.wait,
    count: waiters.count,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      waiters.wakeAll();
      const current = client;
      client = undefined;
      if (current) {
        dropped.add(current);
        await current.end().catch(() => {});
      }
    },
  };
}
