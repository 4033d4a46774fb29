import { describe, expect, it } from "vitest";
import { HIDDEN_SYSTEM_ERROR, toSubmissionView as toView, type DetailLevel, type SubmissionResultRow, type SubmissionRow } from "../../lib/submissions/submission-view";

/** The problem's limits: a fifth of 1000 ms is 200 ms, a quarter of 256 MiB is 65536 KiB. */
const LIMITS = { timeLimitMs: 1000, memoryLimitMb: 256 };
const toSubmissionView = (r: SubmissionRow, g: ReadonlyMap<number, string>, d: DetailLevel) => toView(r, g, d, LIMITS);

const groups = new Map([
  [1, "samples"],
  [2, "small"],
  [3, "small"],
]);
const result = (ordinal: number, verdict: string, over: Partial<SubmissionResultRow> = {}): SubmissionResultRow => ({
  ordinal,
  verdict,
  timeMs: 5,
  memoryKb: 100,
  message: null,
  publicMessage: null,
  testCase: { isSample: ordinal === 1 },
  ...over,
});
const row = (over: Partial<SubmissionRow>): SubmissionRow => ({
  id: 1,
  status: "queued",
  verdict: null,
  timeMs: null,
  memoryKb: null,
  compileLog: null,
  testsTotal: 3,
  results: [],
  ...over,
});

describe("toSubmissionView", () => {
  it("shows the next test as running and the rest as pending while judging", () => {
    const view = toSubmissionView(row({ status: "judging", results: [result(1, "AC")] }), groups, "samples");
    expect(view.tests.map((t) => t.state)).toEqual(["AC", "running", "pending"]);
    expect(view.tests.map((t) => t.group)).toEqual(["samples", "small", "small"]);
    expect(view.verdict).toBeNull();
  });

  it("marks tests after the first failure as skipped once done", () => {
    const view = toSubmissionView(
      row({ status: "done", verdict: "WA", results: [result(1, "AC"), result(2, "WA")] }),
      groups,
      "samples",
    );
    expect(view.tests.map((t) => t.state)).toEqual(["AC", "WA", "skipped"]);
    expect(view.verdict).toBe("WA");
  });

  it("has no test rows for a compile error", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "CE", compileLog: "1:1 error" }), groups, "samples");
    expect(view.tests).toEqual([]);
    expect(view.compileLog).toBe("1:1 error");
  });

  it("never shows a verdict before the submission is done", () => {
    expect(toSubmissionView(row({ status: "judging", verdict: "AC" }), groups, "samples").verdict).toBeNull();
  });
});

describe("hidden tests stay hidden", () => {
  const crash = (ordinal: number, isSample: boolean | null) =>
    result(ordinal, "RE", {
      message: "exit code 1\n3 1 4 1 5",
      publicMessage: "exit code 1",
      testCase: isSample === null ? null : { isSample },
    });

  it("shows a sample's full message, and only the data-free message of any other test", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "RE", results: [crash(1, true), crash(2, false)] }), groups, "samples");
    expect(view.tests[0]).toMatchObject({ message: "exit code 1\n3 1 4 1 5", detailHidden: false });
    expect(view.tests[1]).toMatchObject({ state: "RE", message: null, detailHidden: true, timeMs: 200, memoryKb: 65536 });
    expect(JSON.stringify(view.tests[1])).not.toContain("3 1 4");
  });

  it("treats a result whose test data was replaced as hidden", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "RE", results: [crash(1, null)] }), groups, "samples");
    expect(view.tests[0]).toMatchObject({ message: null, detailHidden: true });
  });

  it("never shows a hidden test's exit code or signal, whatever the stored public message says", () => {
    // Rows judged before the public message dropped the exit status still hold it.
    const exit77 = result(2, "RE", { message: "exit code 77", publicMessage: "exit code 77", testCase: { isSample: false } });
    const signal = result(2, "RE", { message: "killed by signal SIGUSR1", publicMessage: "killed by signal SIGUSR1", testCase: { isSample: false } });
    for (const hidden of [exit77, signal]) {
      const view = toSubmissionView(row({ status: "done", verdict: "RE", results: [result(1, "AC"), hidden] }), groups, "samples");
      expect(view.tests[1]).toMatchObject({ state: "RE", message: null, detailHidden: true });
      expect(JSON.stringify(view)).not.toMatch(/77|SIGUSR1/);
      expect(toSubmissionView(row({ status: "done", verdict: "RE", results: [result(1, "AC"), hidden] }), groups, "full").tests[1]!.message).toBe(hidden.message);
    }
  });

  it("rounds a hidden test's time and memory up to a fifth and a quarter of the limits; samples and the staff read them exact", () => {
    const measured = (ordinal: number, timeMs: number, memoryKb: number) => result(ordinal, "AC", { timeMs, memoryKb, testCase: { isSample: ordinal === 1 } });
    const done = row({ status: "done", verdict: "AC", timeMs: 611, memoryKb: 70_001, results: [measured(1, 37, 41_234), measured(2, 611, 70_001), measured(3, 0, 0)] });
    const student = toSubmissionView(done, groups, "samples");
    expect(student.tests.map((t) => [t.timeMs, t.memoryKb, t.detailHidden])).toEqual([
      [37, 41_234, false],
      [800, 131_072, true],
      [200, 65_536, true],
    ]);
    // The submission's figures are the largest over its tests, hidden ones included: rounded too.
    expect(student).toMatchObject({ timeMs: 800, memoryKb: 131_072, measuresRounded: true });
    const staff = toSubmissionView(done, groups, "full");
    expect(staff.tests.map((t) => [t.timeMs, t.memoryKb])).toEqual([
      [37, 41_234],
      [611, 70_001],
      [0, 0],
    ]);
    expect(staff).toMatchObject({ timeMs: 611, memoryKb: 70_001, measuresRounded: false });
    // Every time a program can take on a hidden test below the limit reads as one of 5 values.
    const shown = new Set(Array.from({ length: 1001 }, (_, ms) => toSubmissionView(row({ status: "done", results: [measured(2, ms, 1)] }), groups, "samples").tests[1]!.timeMs));
    expect([...shown].sort((a, b) => a! - b!)).toEqual([200, 400, 600, 800, 1000]);
  });

  it("keeps a submission's figures exact when only samples ran", () => {
    const failedSample = row({ status: "done", verdict: "WA", timeMs: 37, memoryKb: 41_234, results: [result(1, "WA", { timeMs: 37, memoryKb: 41_234 })] });
    expect(toSubmissionView(failedSample, groups, "samples")).toMatchObject({ timeMs: 37, memoryKb: 41_234, measuresRounded: false });
  });

  it("shows a wrong answer on a hidden test with no message at all", () => {
    const wa = result(2, "WA", { message: 'expected "Yes", found "No"', testCase: { isSample: false } });
    const view = toSubmissionView(row({ status: "done", verdict: "WA", results: [result(1, "AC"), wa] }), groups, "samples");
    expect(view.tests[1]).toMatchObject({ state: "WA", message: null, detailHidden: true });
  });

  it("gives full detail on every test to a viewer who may see it", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "RE", results: [crash(1, true), crash(2, false)] }), groups, "full");
    expect(view.tests.map((t) => [t.state, t.message, t.detailHidden])).toEqual([
      ["RE", "exit code 1\n3 1 4 1 5", false],
      ["RE", "exit code 1\n3 1 4 1 5", false],
      ["skipped", null, false],
    ]);
  });

  it("hides a System Error's reason but keeps a compile error's log", () => {
    const se = row({ status: "done", verdict: "SE", compileLog: "System error: checker program failed: 3 1 4" });
    expect(toSubmissionView(se, groups, "samples").compileLog).toBe(HIDDEN_SYSTEM_ERROR);
    expect(toSubmissionView(se, groups, "full").compileLog).toBe("System error: checker program failed: 3 1 4");
    const ce = row({ status: "done", verdict: "CE", compileLog: "main.ts:1:1: error" });
    expect(toSubmissionView(ce, groups, "samples").compileLog).toBe("main.ts:1:1: error");
    const stray = row({ status: "done", verdict: "WA", compileLog: "anything" });
    expect(toSubmissionView(stray, groups, "samples").compileLog).toBeNull();
  });
});
