// What a viewer sees of one submission: the same shape for the page's first render and for
// every server-sent event after it. Hidden tests stay hidden: unless the viewer may see the
// judge's full words (lib/auth/permissions.ts maySeeHiddenTestDetails), a test that is not a
// sample shows its verdict, its time and memory rounded to coarse steps (coarse-measures.ts) and a
// message with no data from the test (never a Runtime Error's exit code or signal: the program
// chooses those), and a System Error shows no reason. Everything a student's browser receives
// about a submission is built here.
import { isVerdict, type SubmissionStatus, type Verdict } from "../types";
import { shownMeasures, type MeasureLimits } from "./coarse-measures";

export interface TestRowView {
  ordinal: number;
  group: string;
  /** A verdict code once run; "running", "pending" while judging; "skipped" when never run. */
  state: Verdict | "running" | "pending" | "skipped";
  timeMs: number | null;
  memoryKb: number | null;
  message: string | null;
  /**
   * True when the judge's detail on this test is withheld from this viewer (a hidden test): then
   * timeMs and memoryKb are upper bounds rounded to coarse steps, and a Runtime Error has no message.
   */
  detailHidden: boolean;
}

export interface SubmissionView {
  id: number;
  status: SubmissionStatus;
  verdict: Verdict | null;
  timeMs: number | null;
  memoryKb: number | null;
  /** True when timeMs and memoryKb are rounded up to coarse steps (a viewer without full detail). */
  measuresRounded: boolean;
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
  results: SubmissionResultRow[];
}

export interface SubmissionResultRow {
  ordinal: number;
  verdict: string;
  timeMs: number;
  memoryKb: number;
  message: string | null;
  publicMessage: string | null;
  /** The test it ran on; null once that test data was replaced (then it counts as hidden). */
  testCase: { isSample: boolean } | null;
}

/** How much of the judge's words this viewer may read: everything, or samples only. */
export type DetailLevel = "full" | "samples";

/** The columns toSubmissionView reads of each result (a Prisma select). */
export const submissionResultSelect = {
  ordinal: true,
  verdict: true,
  timeMs: true,
  memoryKb: true,
  message: true,
  publicMessage: true,
  testCase: { select: { isSample: true } },
} as const;

/** The compile log a viewer without full detail reads for a System Error (its reason may quote a test). */
export const HIDDEN_SYSTEM_ERROR = "System error: the judge failed on this submission, not your program. The staff can see the reason.";

function toStatus(status: string): SubmissionStatus {
  return status === "judging" || status === "done" ? status : "queued";
}

/**
 * Builds the per-test table: one row per test, finished ones from results, others by state.
 * `limits` are the problem's: the coarse steps of a hidden test's time and memory are fractions of them.
 */
export function toSubmissionView(row: SubmissionRow, groups: ReadonlyMap<number, string>, detail: DetailLevel, limits: MeasureLimits): SubmissionView {
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
      const shown = detail === "full" || result.testCase?.isSample === true;
      const state = isVerdict(result.verdict) ? result.verdict : "SE";
      const { timeMs, memoryKb } = shownMeasures(result, limits, shown);
      tests.push({ ordinal, group, state, timeMs, memoryKb, message: shown ? result.message : hiddenTestMessage(state, result.publicMessage), detailHidden: !shown });
      continue;
    }
    let state: TestRowView["state"] = "pending";
    if (status === "done") state = "skipped";
    else if (status === "judging" && !runningShown) {
      state = "running";
      runningShown = true;
    }
    tests.push({ ordinal, group, state, timeMs: null, memoryKb: null, message: null, detailHidden: false });
  }
  // The submission's time and memory are the largest over its tests, hidden ones included.
  const overall = shownMeasures(row, limits, !tests.some((t) => t.detailHidden));
  return {
    id: row.id,
    status,
    verdict: status === "done" && isVerdict(row.verdict) ? row.verdict : null,
    timeMs: overall.timeMs,
    memoryKb: overall.memoryKb,
    measuresRounded: overall.rounded,
    compileLog: compileLogFor(row, detail),
    testsTotal: row.testsTotal,
    tests,
  };
}

/**
 * The message of a hidden test for a viewer without full detail: the judge's public message (a
 * limit, a fault), except for a Runtime Error, whose exit code or signal the program picked and
 * could have computed from the hidden input (rows judged before the public message dropped it
 * still hold "exit code N"); the page words that one itself.
 */
function hiddenTestMessage(state: Verdict, publicMessage: string | null): string | null {
  return state === "RE" ? null : publicMessage;
}

/** A compile error's log is the student's own code; any other log is a System Error's reason. */
function compileLogFor(row: SubmissionRow, detail: DetailLevel): string | null {
  if (row.compileLog === null || detail === "full" || row.verdict === "CE") return row.compileLog;
  return row.verdict === "SE" ? HIDDEN_SYSTEM_ERROR : null;
}
