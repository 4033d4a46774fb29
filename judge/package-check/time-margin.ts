// The time limit's safety margin: a package whose accepted programs run near its limit fails
// under a loaded machine (a reference TLE in the suite did), so the check measures every accepted
// program's slowest test and refuses a limit under TIME_LIMIT_SAFETY_FACTOR times that. Kattis
// sets its limits with a similar factor over the slowest accepted solution.
import type { SolutionVerdict } from "./check-package";

export const TIME_LIMIT_SAFETY_FACTOR = 3;

export interface TimeMargin {
  timeLimitMs: number;
  /** The accepted program with the slowest test (CPU time, as the judge measures it). */
  slowest: { file: string; timeMs: number };
  /** The time limit over the slowest test's time (the slowest counted as at least 1 ms). */
  ratio: number;
}

/** The margin over the accepted programs that were accepted; undefined when none was. */
export function timeMargin(solutions: readonly SolutionVerdict[], timeLimitMs: number): TimeMargin | undefined {
  let slowest: SolutionVerdict | undefined;
  for (const s of solutions) if (s.folder === "accepted" && s.got === "AC" && (!slowest || s.timeMs > slowest.timeMs)) slowest = s;
  if (!slowest) return undefined;
  return { timeLimitMs, slowest: { file: `accepted/${slowest.file}`, timeMs: slowest.timeMs }, ratio: timeLimitMs / Math.max(1, slowest.timeMs) };
}

/** Why the margin is too small, or undefined when it is enough. */
export function timeMarginError(margin: TimeMargin): string | undefined {
  if (margin.ratio >= TIME_LIMIT_SAFETY_FACTOR) return undefined;
  const needed = Math.ceil(TIME_LIMIT_SAFETY_FACTOR * margin.slowest.timeMs);
  return (
    `the time limit (${margin.timeLimitMs} ms) is ${margin.ratio.toFixed(1)}x the slowest accepted test ` +
    `(${margin.slowest.file}, ${margin.slowest.timeMs} ms); at least ${TIME_LIMIT_SAFETY_FACTOR}x is needed: ` +
    `raise the limit to ${needed} ms or make the program faster`
  );
}

/** One line for reports: the margin and the rule. */
export const describeTimeMargin = (margin: TimeMargin): string =>
  `time limit ${margin.timeLimitMs} ms = ${margin.ratio.toFixed(1)}x the slowest accepted test (${margin.slowest.file}, ${margin.slowest.timeMs} ms; at least ${TIME_LIMIT_SAFETY_FACTOR}x needed)`;
