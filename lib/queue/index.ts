// The database-backed judge queue: claim with a lease, renew, record results, finish, release.
export { claimNextSubmission, GAVE_UP_MESSAGE, type ClaimOptions, type ClaimedSubmission } from "./claim-next-submission";
export {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  LeaseLostError,
  releaseClaim,
  renewLease,
  startHeartbeat,
  type QueueDb,
} from "./lease";
export { finishSubmission, recordTestResults, type FinalResult, type RecordedResult } from "./record-results";
export { ResultWriter } from "./result-writer";
export { requeueForRejudge } from "./requeue-for-rejudge";
export { requeueAfterFault, retryDelayMs, RETRY_BACKOFF_MS } from "./requeue-after-fault";
export { listenForWakeups, wakeJudge, type WakeupListener } from "./judge-wakeup";
export { appendCheckProgress, claimNextCheck, finishCheck, releaseCheck, renewCheckLease, type CheckQueueDb } from "./claim-next-check";
