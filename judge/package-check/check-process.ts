// The child process that runs one package check (started by start-check-process.ts): argv is
// <checkId> <workerId> <leaseMs>. It checks the draft with runClaimedCheck under the daemon's
// claim (renewing its lease while it runs, writing progress lines and the outcome, each write
// guarded by the lease) and reports progress and the outcome to the daemon over IPC. When the
// daemon goes away (the IPC channel closes) it stops at once: the daemon gives the check back
// to the queue, or, if the daemon died, the lease expires and another daemon claims it.
import { db } from "../../lib/db";
import { runClaimedCheck } from "./check-worker";
import type { CheckProcessMessage } from "./start-check-process";

function send(message: CheckProcessMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function main(): Promise<void> {
  const [checkIdArg, workerId, leaseMsArg] = process.argv.slice(2);
  const checkId = Number(checkIdArg);
  const leaseMs = Number(leaseMsArg);
  if (!Number.isInteger(checkId) || checkId <= 0 || !workerId || !Number.isInteger(leaseMs) || leaseMs <= 0) {
    console.error(`[check] usage: check-process.ts <checkId> <workerId> <leaseMs> (got ${process.argv.slice(2).join(" ")})`);
    process.exit(2);
  }
  process.on("disconnect", () => process.exit(1));
  // The daemon decides when a check stops (it kills this process and hands the check back): a
  // Ctrl-C or a service manager's SIGTERM to the whole process group must not end it first.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => undefined);
  const prisma = db();
  const outcome = await runClaimedCheck(prisma, checkId, workerId, leaseMs, { onProgress: (line) => void send({ kind: "progress", line }) });
  await send({ kind: "done", outcome });
  await prisma.$disconnect();
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(`[check] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
