// The guards' tests: a call must throw a RangeError whose message names the bad values.
import { expect } from "vitest";

/** Asserts a RangeError whose message contains every one of `named` (the bad values). */
export function expectRangeError(call: () => unknown, ...named: string[]): void {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RangeError);
  for (const text of named) expect((thrown as RangeError).message).toContain(text);
}
