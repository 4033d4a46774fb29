// When the batch harness checks the host realm (judge/sandbox/batch/realm-check-window.ts): once per
// window of fast tests, after a slow test, and after the last; NIMBUS_REALM_CHECK_EVERY sets the window.
import { afterEach, describe, expect, it } from "vitest";
import { REALM_CHECK_EVERY, realmCheckInterval, shouldCheckRealm, SLOW_TEST_CPU_MS } from "../../judge/sandbox/batch/realm-check-window";

const at = (index: number, overrides: Partial<Parameters<typeof shouldCheckRealm>[0]> = {}) =>
  shouldCheckRealm({ index, windowStart: 0, checkEvery: REALM_CHECK_EVERY, last: false, previousCpuMs: 0, ...overrides });

describe("shouldCheckRealm", () => {
  it("checks after the window's last fast test, counted from the window's first, and not before", () => {
    const checked = Array.from({ length: 20 }, (_, index) => index).filter((index) => at(index));
    // (windowStart stays 0 here: the runner moves it on after each clean check.)
    expect(checked).toEqual(Array.from({ length: 21 - REALM_CHECK_EVERY }, (_, i) => REALM_CHECK_EVERY - 1 + i));
    // A window starting later counts from its own first test.
    expect([at(10, { windowStart: 10 }), at(16, { windowStart: 10 }), at(17, { windowStart: 10 })]).toEqual([false, false, true]);
  });

  it("checks after every test with a window of one, after the submission's last test, and after a slow test's successor", () => {
    expect([0, 1, 2].map((index) => at(index, { checkEvery: 1, windowStart: index }))).toEqual([true, true, true]);
    expect(at(2, { last: true })).toBe(true);
    expect([at(2, { previousCpuMs: SLOW_TEST_CPU_MS - 1 }), at(2, { previousCpuMs: SLOW_TEST_CPU_MS })]).toEqual([false, true]);
  });
});

describe("realmCheckInterval", () => {
  afterEach(() => {
    delete process.env.NIMBUS_REALM_CHECK_EVERY;
  });

  it("is REALM_CHECK_EVERY unless NIMBUS_REALM_CHECK_EVERY is a positive integer", () => {
    expect(realmCheckInterval()).toBe(REALM_CHECK_EVERY);
    const read = (value: string) => {
      process.env.NIMBUS_REALM_CHECK_EVERY = value;
      return realmCheckInterval();
    };
    expect(["1", "3", "0", "-2", "2.5", "x", ""].map(read)).toEqual([1, 3, REALM_CHECK_EVERY, REALM_CHECK_EVERY, REALM_CHECK_EVERY, REALM_CHECK_EVERY, REALM_CHECK_EVERY]);
  });
});
