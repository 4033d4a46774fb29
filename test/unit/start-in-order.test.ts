// startInOrder: the pool behind `check --all` and the suite's walk over every package.
import { describe, expect, it } from "vitest";
import { startInOrder } from "../../judge/package-check/check-packages";

/** A task per item that the test finishes by hand, recording when each one started. */
function manualWork() {
  const started: number[] = [];
  const finish = new Map<number, { resolve: (v: string) => void; reject: (e: Error) => void }>();
  const work = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item);
      finish.set(item, { resolve, reject });
    });
  return { started, finish, work };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("startInOrder", () => {
  it("runs at most `jobs` at once, starts them in order, and resolves each item's own promise", async () => {
    const { started, finish, work } = manualWork();
    const results = startInOrder([1, 2, 3, 4, 5], 2, work);
    await tick();
    expect(started).toEqual([1, 2]);
    finish.get(2)!.resolve("two");
    await expect(results[1]).resolves.toBe("two");
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish.get(1)!.resolve("one");
    finish.get(3)!.resolve("three");
    await tick();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    finish.get(4)!.reject(new Error("four failed"));
    finish.get(5)!.resolve("five");
    await expect(Promise.allSettled(results)).resolves.toEqual([
      { status: "fulfilled", value: "one" },
      { status: "fulfilled", value: "two" },
      { status: "fulfilled", value: "three" },
      { status: "rejected", reason: new Error("four failed") },
      { status: "fulfilled", value: "five" },
    ]);
  });

  it("one job runs the items one after another", async () => {
    const { started, finish, work } = manualWork();
    const results = startInOrder([7, 8], 1, work);
    await tick();
    expect(started).toEqual([7]);
    finish.get(7)!.resolve("a");
    await results[0];
    await tick();
    expect(started).toEqual([7, 8]);
    finish.get(8)!.resolve("b");
    await expect(results[1]).resolves.toBe("b");
  });

  it("refuses a job count that is not a positive whole number, naming it", () => {
    expect(() => startInOrder([1], 0, async () => 1)).toThrow("jobs must be a positive integer, got 0");
    expect(() => startInOrder([1], 1.5, async () => 1)).toThrow("got 1.5");
  });

  it("returns no promise for no items", () => {
    expect(startInOrder([], 3, async () => 1)).toEqual([]);
  });
});
