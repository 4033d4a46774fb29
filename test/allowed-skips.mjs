// The one list of tests that npm test lets skip (scripts/test.mjs fails on any other skipped or
// todo test, in vitest or Playwright), each with its reason. A test is named as the runner
// reports it: "<file from the repository root> > <describe titles> > <test title>", and for
// Playwright "[<project>]" after it. Empty: nothing is skipped today.
/** @type {ReadonlyArray<{ test: string; reason: string }>} */
export const ALLOWED_SKIPS = [];
