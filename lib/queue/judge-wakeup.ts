// The web app tells the judge daemons that the queue has work, so an idle worker claims it at
// once instead of at its next poll. One entry point each side, picking the transport by the
// database: on SQLite (one machine) a loopback datagram (wakeup-datagram.ts); on PostgreSQL
// (judges on other machines) LISTEN/NOTIFY (wakeup-postgres.ts). Callers never branch on the
// database themselves. Best effort: a lost wake-up only means the next poll finds the row.
import { db, sqlDialect, type PrismaClient } from "../db";
import { dataDir, databaseTarget, type DatabaseTarget } from "../env";
import { listenForDatagrams, sendWakeDatagram } from "./wakeup-datagram";
import { listenForNotifications, notifyJudges } from "./wakeup-postgres";
import type { WakeupListener } from "./wakeup-waiters";

export type { WakeReason, WakeupListener } from "./wakeup-waiters";

/**
 * Nudges the judges of the database `prisma` (a client of createPrismaClient) is on; a lost
 * wake-up never throws. On SQLite the datagram goes to the daemon of the data folder `folder`.
 */
export async function wakeJudge(prisma: PrismaClient = db(), folder: string = dataDir()): Promise<void> {
  if (sqlDialect(prisma) === "postgresql") await notifyJudges(prisma);
  else sendWakeDatagram(folder);
}

export interface ListenOptions {
  /** The database the daemon serves (a DATABASE_URL-style string or a target); default: DATABASE_URL. */
  database?: string | DatabaseTarget;
  /** SQLite: the data folder where the port is published; default: DATA_DIR. */
  folder?: string;
  /** PostgreSQL: where a lost or regained connection is reported. */
  log?: (line: string) => void;
}

/** The daemon's side: one listener for all its workers. */
export async function listenForWakeups(options: ListenOptions = {}): Promise<WakeupListener> {
  const target = typeof options.database === "string" ? databaseTarget(options.database) : (options.database ?? databaseTarget());
  if (target.kind === "postgresql") return listenForNotifications(target.url, options.log);
  return listenForDatagrams(options.folder ?? dataDir());
}
