// The database-backed job queue: submissions and package checks (job-tables.ts), each claimed
// with a lease, renewed, released or finished through one code path (lease.ts).
export { GAVE_UP_MESSAGE, JOB_TABLES, type JobKind, type QueueDb } from "./job-tables";
export {
  claimNextJob,
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  finishJob,
  LeaseLostError,
  releaseJob,
  renewLease,
  startHeartbeat,
  updateLeasedJob,
  type ClaimedJob,
  type ClaimOptions,
  type Heartbeat,
  type ReleaseOptions,
} from "./lease";
export { finishSubmission, recordTestResults, type FinalResult, type RecordedResult } from "./record-results";
export { appendCheckProgress, finishCheck, type CheckOutcomeColumns } from "./record-check";
export { ResultWriter } from "./result-writer";
export { requeueForRejudge } from "./requeue-for-rejudge";
export { requeueAfterFault, retryDelayMs, RETRY_BACKOFF_MS } from "./requeue-after-fault";
export { listenForWakeups, wakeJudge, type ListenOptions, type WakeReason, type WakeupListener } from "./judge-wakeup";
