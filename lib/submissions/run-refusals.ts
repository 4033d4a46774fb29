// The Run button's own refusal, in a file without imports so that the page's refusal translator
// (app/translate-refusal.ts, client code) can match it without pulling in the database.

/** While the user's pending run is being judged (lib/submissions/create-run.ts). */
export const RUN_STILL_RUNNING = "Your previous run is still running; wait for its result, then run again.";
