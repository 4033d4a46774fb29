// lib/cache/short-cache.ts: one computation per interval, shared by every caller in it, the
// concurrent ones included; a failure is not kept. Driven by a fake clock and a counted computation.
import { describe, expect, it } from "vitest";
import { shortCache } from "../../lib/cache/short-cache";

function counted<T>(values: T[]) {
  let calls = 0;
  const pending: Array<(value: T) => void> = [];
  return {
    get calls() {
      return calls;
    },
    /** A computation that waits until `finish` is called. */
    compute: () => {
      calls++;
      return new Promise<T>((resolve) => pending.push(resolve));
    },
    finish: () => pending.shift()!(values[calls - 1]!),
  };
}

describe("shortCache", () => {
  it("shares one computation among concurrent callers, keeps it for the interval, then computes again", async () => {
    let now = 1_000;
    const work = counted(["first", "second"]);
    const cache = shortCache(work.compute, 5_000, () => now);
    const concurrent = [cache.get(), cache.get(), cache.get()];
    expect(work.calls).toBe(1);
    work.finish();
    expect(await Promise.all(concurrent)).toEqual(["first", "first", "first"]);

    now += 4_999;
    expect(await cache.get()).toBe("first");
    expect(work.calls).toBe(1);

    now += 1;
    const next = cache.get();
    expect(work.calls).toBe(2);
    work.finish();
    expect(await next).toBe("second");
  });

  it("does not keep a failure: the next caller computes again", async () => {
    let fail = true;
    let calls = 0;
    const cache = shortCache(async () => {
      calls++;
      if (fail) throw new Error("database down");
      return 42;
    }, 5_000, () => 0);
    await expect(Promise.all([cache.get(), cache.get()])).rejects.toThrow("database down");
    expect(calls).toBe(1);
    fail = false;
    expect(await cache.get()).toBe(42);
    expect(await cache.get()).toBe(42);
    expect(calls).toBe(2);
  });
});
