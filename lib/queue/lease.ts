// The lease queue, one code path for both job kinds (job-tables.ts: submissions and package
// checks). A worker owns a job while the row is running, leaseOwner is its id and leaseExpiresAt
// is in the future; it renews the lease while working (heartbeat). A worker that dies stops
// renewing, the lease expires and another worker claims the job again. Every write of a worker
// is guarded by its lease, so a worker that lost it cannot overwrite the new owner's work.
//
// A claim picks a candidate (the table's claim order), then updates it. On SQLite (one writer at
// a time) the UPDATE is conditional: it only succeeds while the row is still claimable with the
// attempts seen, so two workers racing for one row cannot both update it. On PostgreSQL the pick
// and the update run in one transaction and the pick locks its row with FOR UPDATE SKIP LOCKED:
// racing workers take different rows at once, none retries a lost race.
import { Prisma } from "../generated/prisma/client";
import { sqlDialect, type PrismaClient, type SqlDialect } from "../db";
import { JOB_TABLES, type JobColumns, type JobKind, type QueueDb, type SqlValue } from "./job-tables";

/** How long a claim lasts without renewal. Heartbeats renew it every third of this. */
export const DEFAULT_LEASE_MS = 30_000;
/** After this many claims without a result, the job gives up instead of another try. */
export const DEFAULT_MAX_ATTEMPTS = 3;

/** Thrown when this worker finds that its lease was taken over: it must stop writing. */
export class LeaseLostError extends Error {
  constructor(kind: JobKind, id: number, workerId: string) {
    super(`worker ${workerId} lost its lease on ${JOB_TABLES[kind].noun} ${id}`);
    this.name = "LeaseLostError";
  }
}

export interface ClaimOptions {
  workerId: string;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  /** 1 on the first claim; more after a lost lease, a crash or a judge fault. */
  attempt: number;
}

/** `"a" = $1, "b" = $2`: column names come from the typed JobColumns, values are parameters. */
function assignments(columns: Record<string, SqlValue | undefined>): Prisma.Sql[] {
  return Object.entries(columns)
    .filter((entry): entry is [string, SqlValue] => entry[1] !== undefined)
    .map(([column, value]) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}`);
}

function claimable(kind: JobKind, now: Date): Prisma.Sql {
  const table = JOB_TABLES[kind];
  return Prisma.sql`((${table.ready(now)}) OR ("status" = ${table.running} AND "leaseExpiresAt" < ${now}))`;
}

/** Claims the next job of this kind for one worker; undefined when none is claimable. */
export async function claimNextJob(db: PrismaClient, kind: JobKind, options: ClaimOptions): Promise<ClaimedJob | undefined> {
  const dialect = sqlDialect(db);
  // Each try ends with a claim, an empty queue, or a job given up (then the next one is tried);
  // on SQLite also with a race lost to another worker. The bound keeps one call short.
  for (let tries = 0; tries < 10; tries++) {
    const outcome = dialect === "postgresql" ? await db.$transaction((tx) => claimOnce(tx, kind, options, dialect)) : await claimOnce(db, kind, options, dialect);
    if (outcome !== "again") return outcome;
  }
  return undefined;
}

async function claimOnce(db: QueueDb, kind: JobKind, options: ClaimOptions, dialect: SqlDialect): Promise<ClaimedJob | undefined | "again"> {
  const table = JOB_TABLES[kind];
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const now = new Date();
  const candidate = await table.pickNext(db, now, dialect);
  if (!candidate) return undefined;
  if (candidate.attempts >= maxAttempts) {
    const set = [...assignments({ ...table.giveUp(candidate), ...table.onFinish }), ...assignments({ leaseOwner: null, leaseExpiresAt: null, [table.finishedAt]: now })];
    await db.$executeRaw`UPDATE ${table.table} SET ${Prisma.join(set)} WHERE "id" = ${candidate.id} AND ${claimable(kind, now)}`;
    return "again";
  }
  const set = [
    ...assignments({ status: table.running, leaseOwner: options.workerId, leaseExpiresAt: new Date(now.getTime() + leaseMs), startedAt: now }),
    Prisma.sql`"attempts" = "attempts" + 1`,
    ...assignments(table.onClaim),
  ];
  // Locked on PostgreSQL, so this always succeeds there; on SQLite it fails if another worker won.
  const count = await db.$executeRaw`UPDATE ${table.table} SET ${Prisma.join(set)} WHERE "id" = ${candidate.id} AND "attempts" = ${candidate.attempts} AND ${claimable(kind, now)}`;
  if (count !== 1) return "again";
  if (table.afterClaim && candidate.claimedBefore) await db.$executeRaw(table.afterClaim(candidate.id));
  return { id: candidate.id, attempt: candidate.attempts + 1 };
}

/**
 * Updates a job only while this worker holds its lease (running, leaseOwner = workerId); false
 * when the lease was lost. Every other write of a worker goes through here.
 */
export async function updateLeasedJob(db: QueueDb, kind: JobKind, id: number, workerId: string, set: Prisma.Sql[]): Promise<boolean> {
  const table = JOB_TABLES[kind];
  const count = await db.$executeRaw`UPDATE ${table.table} SET ${Prisma.join(set)} WHERE "id" = ${id} AND "status" = ${table.running} AND "leaseOwner" = ${workerId}`;
  return count === 1;
}

/** Extends the lease if this worker still owns it; false when it was lost. */
export function renewLease(db: QueueDb, kind: JobKind, id: number, workerId: string, leaseMs: number = DEFAULT_LEASE_MS): Promise<boolean> {
  return updateLeasedJob(db, kind, id, workerId, assignments({ leaseExpiresAt: new Date(Date.now() + leaseMs) }));
}

/** Ends a job this worker owns with its result columns, clearing the lease; false if it was lost. */
export function finishJob<K extends JobKind>(db: QueueDb, kind: K, id: number, workerId: string, result: JobColumns<K>): Promise<boolean> {
  const { finishedAt, onFinish } = JOB_TABLES[kind];
  return updateLeasedJob(db, kind, id, workerId, assignments({ ...result, ...onFinish, leaseOwner: null, leaseExpiresAt: null, [finishedAt]: new Date() }));
}

export interface ReleaseOptions {
  /**
   * Count this attempt (a crash or a fault: a job that always fails then gives up) or not (a
   * shutdown handing the job back: the next claim is not held against it). Default: not.
   */
  countAttempt?: boolean;
  /** Claimable again only from `at` (tables with a back-off; the attempt is counted). */
  retry?: { at: Date; reason: string };
}

/** Gives a claimed job back to the queue; false if this worker no longer owns it. */
export function releaseJob(db: QueueDb, kind: JobKind, id: number, workerId: string, options: ReleaseOptions = {}): Promise<boolean> {
  const table = JOB_TABLES[kind];
  let later: Record<string, SqlValue> = {};
  if (options.retry) {
    if (!table.backOff) throw new Error(`a ${table.noun} has no back-off: release it without retry`);
    later = table.backOff(options.retry);
  }
  const set = [...assignments({ status: table.queued, leaseOwner: null, leaseExpiresAt: null, ...later })];
  if (!options.countAttempt && !options.retry) set.push(Prisma.sql`"attempts" = "attempts" - 1`);
  return updateLeasedJob(db, kind, id, workerId, set);
}

export interface Heartbeat {
  /** True once a renewal found the lease taken over. */
  readonly lost: boolean;
  stop: () => void;
}

/** Renews the lease every leaseMs / 3 until stopped. */
export function startHeartbeat(db: QueueDb, kind: JobKind, id: number, workerId: string, leaseMs: number = DEFAULT_LEASE_MS): Heartbeat {
  const state = { lost: false };
  const timer = setInterval(() => {
    renewLease(db, kind, id, workerId, leaseMs).then(
      (ok) => {
        if (!ok) state.lost = true;
      },
      () => undefined, // A transient database error: the next beat tries again.
    );
  }, Math.max(50, Math.floor(leaseMs / 3)));
  timer.unref();
  return {
    get lost() {
      return state.lost;
    },
    stop: () => clearInterval(timer),
  };
}
