import { describe, expect, it } from "vitest";
import { HIDDEN_SYSTEM_ERROR, toSubmissionView, type SubmissionResultRow, type SubmissionRow } from "../../lib/submissions/submission-view";

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
    expect(view.tests[1]).toMatchObject({ state: "RE", message: "exit code 1", detailHidden: true, timeMs: 5, memoryKb: 100 });
    expect(JSON.stringify(view.tests[1])).not.toContain("3 1 4");
  });

  it("treats a result whose test data was replaced as hidden", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "RE", results: [crash(1, null)] }), groups, "samples");
    expect(view.tests[0]).toMatchObject({ message: "exit code 1", detailHidden: true });
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
