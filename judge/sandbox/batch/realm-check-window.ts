// When the batch harness compares the host realm with its snapshot (harness/realm-watch.cjs):
// not after every test but once per window of fast tests. The check costs about 0.4 ms, as much
// as a small test; a change it finds late only means that the window's later tests run again,
// checked after each (run-batch.ts holds their results until a check vouches for them).

/** Tests in a window: at most this many fast tests run between two checks. */
export const REALM_CHECK_EVERY = 8;

/**
 * A test that took this much CPU makes the next one checked: the check is then a small part of a
 * test, and a window never holds back (or runs again) more than a few such tests.
 */
export const SLOW_TEST_CPU_MS = 20;

/** The window's length: NIMBUS_REALM_CHECK_EVERY (a positive integer; 1 = after every test, the old path), else REALM_CHECK_EVERY. */
export function realmCheckInterval(): number {
  const configured = Number(process.env.NIMBUS_REALM_CHECK_EVERY);
  return Number.isSafeInteger(configured) && configured >= 1 ? configured : REALM_CHECK_EVERY;
}

export interface RealmCheckPosition {
  /** The test's index in the submission. */
  index: number;
  /** The index of its window's first test (the first after the last clean check, or of the harness). */
  windowStart: number;
  checkEvery: number;
  /** The submission's last test: always checked, so that no result is left waiting. */
  last: boolean;
  /** The CPU of the test before it in this harness (0 for a harness's first). */
  previousCpuMs: number;
}

/** Whether the harness checks the host realm after this test. */
export function shouldCheckRealm(position: RealmCheckPosition): boolean {
  return position.last || position.index - position.windowStart + 1 >= position.checkEvery || position.previousCpuMs >= SLOW_TEST_CPU_MS;
}
