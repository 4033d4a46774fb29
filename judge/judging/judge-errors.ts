// Errors of the judge's own machinery, as opposed to verdicts about the program. judgeSubmission
// throws them instead of inventing a verdict; the worker (judge/judging/worker.ts) decides: a transient
// fault puts the submission back in the queue with a back-off, and only when its attempts have
// run out is it a System Error. A permanent one (the problem cannot be judged at all) is SE at once.
import { LeaseLostError } from "../../lib/queue/lease";

/** The sandbox failed to launch, a cgroup could not be made, the disk is full...: worth retrying. */
export class TransientJudgeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`judge error: ${message}`, options);
    this.name = "TransientJudgeError";
  }
}

/** The submission cannot be judged however often it is tried (e.g. its problem has no tests). */
export class PermanentJudgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJudgeError";
  }
}

/** An error's message, with its system code when it has one (ENOSPC, EAGAIN...). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === "string" && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

/**
 * What judgeSubmission throws for an error out of the sandbox runner: the judge's fault, as a
 * TransientJudgeError. Errors that stop judging on purpose (the caller's lost lease) and ones
 * already classified pass through unchanged.
 */
export function asJudgeFault(error: unknown): unknown {
  if (error instanceof TransientJudgeError || error instanceof PermanentJudgeError || error instanceof LeaseLostError) return error;
  return new TransientJudgeError(describeError(error), { cause: error });
}

/**
 * Whether an error (or one of its causes: a judge fault wraps what it caught) came from the
 * database client: the database was unreachable or restarting, say. That is neither the
 * program's fault nor the judge's, so it is no verdict and no judge fault either.
 */
export function isDatabaseError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 10; cause = cause.cause, depth++) {
    if (cause.name.startsWith("PrismaClient") || cause.name === "DriverAdapterError") return true;
  }
  return false;
}
