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
export { finishSubmission, recordTestResult, type FinalResult } from "./record-results";
export { requeueForRejudge } from "./requeue-for-rejudge";
