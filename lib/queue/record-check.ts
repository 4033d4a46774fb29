// A package check's writes by the worker running it (judge/package-check/check-worker.ts), each guarded by the
// lease (lease.ts): progress lines as the check goes, then its outcome. A worker that lost its
// lease writes nothing.
import { Prisma } from "../generated/prisma/client";
import { finishJob, updateLeasedJob } from "./lease";
import type { QueueDb } from "./job-tables";

export type CheckOutcomeColumns = { status: "passed"; filesHash: string; checkedPackage: string } | { status: "failed"; filesHash?: string; report: string };

/** Appends one progress line; false if the lease was lost. */
export function appendCheckProgress(db: QueueDb, id: number, workerId: string, line: string): Promise<boolean> {
  return updateLeasedJob(db, "check", id, workerId, [Prisma.sql`"progress" = "progress" || ${line + "\n"}`]);
}

/** Finishes a check this worker owns; false if its lease was lost meanwhile. */
export function finishCheck(db: QueueDb, id: number, workerId: string, result: CheckOutcomeColumns): Promise<boolean> {
  return finishJob(db, "check", id, workerId, result);
}
