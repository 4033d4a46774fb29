import { describe, expect, it } from "vitest";
import { toSubmissionView, type SubmissionRow } from "../../lib/submissions/submission-view";

const groups = new Map([
  [1, "samples"],
  [2, "small"],
  [3, "small"],
]);
const result = (ordinal: number, verdict: string) => ({ ordinal, verdict, timeMs: 5, memoryKb: 100, message: null });
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
    const view = toSubmissionView(row({ status: "judging", results: [result(1, "AC")] }), groups);
    expect(view.tests.map((t) => t.state)).toEqual(["AC", "running", "pending"]);
    expect(view.tests.map((t) => t.group)).toEqual(["samples", "small", "small"]);
    expect(view.verdict).toBeNull();
  });

  it("marks tests after the first failure as skipped once done", () => {
    const view = toSubmissionView(
      row({ status: "done", verdict: "WA", results: [result(1, "AC"), result(2, "WA")] }),
      groups,
    );
    expect(view.tests.map((t) => t.state)).toEqual(["AC", "WA", "skipped"]);
    expect(view.verdict).toBe("WA");
  });

  it("has no test rows for a compile error", () => {
    const view = toSubmissionView(row({ status: "done", verdict: "CE", compileLog: "1:1 error" }), groups);
    expect(view.tests).toEqual([]);
    expect(view.compileLog).toBe("1:1 error");
  });

  it("never shows a verdict before the submission is done", () => {
    expect(toSubmissionView(row({ status: "judging", verdict: "AC" }), groups).verdict).toBeNull();
  });
});
