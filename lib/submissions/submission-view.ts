// What a viewer sees of one submission: the same shape for the page's first render and for
// every server-sent event after it.
import { isVerdict, type SubmissionStatus, type Verdict } from "../types";

export interface TestRowView {
  ordinal: number;
  group: string;
  /** A verdict code once run; "running", "pending" while judging; "skipped" when never run. */
  state: Verdict | "running" | "pending" | "skipped";
  timeMs: number | null;
  memoryKb: number | null;
  message: string | null;
}

export interface SubmissionView {
  id: number;
  status: SubmissionStatus;
  verdict: Verdict | null;
  timeMs: number | null;
  memoryKb: number | null;
  compileLog: string | null;
  testsTotal: number;
  tests: TestRowView[];
}

export interface SubmissionRow {
  id: number;
  status: string;
  verdict: string | null;
  timeMs: number | null;
  memoryKb: number | null;
  compileLog: string | null;
  testsTotal: number;
  results: { ordinal: number; verdict: string; timeMs: number; memoryKb: number; message: string | null }[];
}

function toStatus(status: string): SubmissionStatus {
  return status === "judging" || status === "done" ? status : "queued";
}

/** Builds the per-test table: one row per test, finished ones from results, others by state. */
export function toSubmissionView(row: SubmissionRow, groups: ReadonlyMap<number, string>): SubmissionView {
  const status = toStatus(row.status);
  const byOrdinal = new Map(row.results.map((r) => [r.ordinal, r]));
  const compileError = row.verdict === "CE";
  const total = compileError ? 0 : Math.max(row.testsTotal, row.results.length);
  const tests: TestRowView[] = [];
  let runningShown = false;
  for (let ordinal = 1; ordinal <= total; ordinal++) {
    const result = byOrdinal.get(ordinal);
    const group = groups.get(ordinal) ?? "";
    if (result) {
      tests.push({
        ordinal,
        group,
        state: isVerdict(result.verdict) ? result.verdict : "SE",
        timeMs: result.timeMs,
        memoryKb: result.memoryKb,
        message: result.message,
      });
      continue;
    }
    let state: TestRowView["state"] = "pending";
    if (status === "done") state = "skipped";
    else if (status === "judging" && !runningShown) {
      state = "running";
      runningShown = true;
    }
    tests.push({ ordinal, group, state, timeMs: null, memoryKb: null, message: null });
  }
  return {
    id: row.id,
    status,
    verdict: status === "done" && isVerdict(row.verdict) ? row.verdict : null,
    timeMs: row.timeMs,
    memoryKb: row.memoryKb,
    compileLog: row.compileLog,
    testsTotal: row.testsTotal,
    tests,
  };
}
