// The time limit's safety margin over the slowest accepted test (judge/package-check/time-margin.ts).
import { describe, expect, it } from "vitest";
import type { SolutionVerdict } from "../../judge/package-check/check-package";
import { describeTimeMargin, TIME_LIMIT_SAFETY_FACTOR, timeMargin, timeMarginError } from "../../judge/package-check/time-margin";

const solution = (folder: SolutionVerdict["folder"], file: string, got: SolutionVerdict["got"], timeMs: number): SolutionVerdict => ({
  folder, file, expected: folder === "accepted" ? "AC" : "WA", got, timeMs,
});

describe("timeMargin", () => {
  it("takes the slowest accepted program that was accepted, not a wrong or failing one", () => {
    const margin = timeMargin(
      [
        solution("accepted", "fast.ts", "AC", 40),
        solution("accepted", "slow.ts", "AC", 250),
        solution("accepted", "crashes.ts", "RE", 900),
        solution("wrong_answer", "greedy.ts", "WA", 700),
        solution("time_limit_exceeded", "search.ts", "TLE", 1000),
        solution("accepted", "middle.ts", "AC", 100),
        // A program of another folder that was (wrongly) accepted is not an accepted program.
        solution("time_limit_exceeded", "lucky-search.ts", "AC", 950),
      ],
      1000,
    );
    expect(margin).toEqual({ timeLimitMs: 1000, slowest: { file: "accepted/slow.ts", timeMs: 250 }, ratio: 4 });
  });

  it("keeps the first of two equally slow programs, and counts a 0 ms test as 1 ms", () => {
    expect(timeMargin([solution("accepted", "a.ts", "AC", 0), solution("accepted", "b.ts", "AC", 0)], 500)).toEqual({
      timeLimitMs: 500, slowest: { file: "accepted/a.ts", timeMs: 0 }, ratio: 500,
    });
  });

  it("is undefined when no accepted program was accepted", () => {
    expect(timeMargin([solution("accepted", "a.ts", "TLE", 1000), solution("wrong_answer", "w.ts", "WA", 5)], 1000)).toBeUndefined();
    expect(timeMargin([], 1000)).toBeUndefined();
  });
});

describe("timeMarginError", () => {
  it("accepts a limit of exactly the factor times the slowest test, and refuses just under it", () => {
    expect(TIME_LIMIT_SAFETY_FACTOR).toBe(3);
    expect(timeMarginError({ timeLimitMs: 900, slowest: { file: "accepted/r.ts", timeMs: 300 }, ratio: 3 })).toBeUndefined();
    expect(timeMarginError({ timeLimitMs: 1000, slowest: { file: "accepted/r.ts", timeMs: 334 }, ratio: 1000 / 334 })).toBe(
      "the time limit (1000 ms) is 3.0x the slowest accepted test (accepted/r.ts, 334 ms); at least 3x is needed: raise the limit to 1002 ms or make the program faster",
    );
  });

  it("names the limit the slowest test needs, rounded up", () => {
    expect(timeMarginError({ timeLimitMs: 1000, slowest: { file: "accepted/reference.ts", timeMs: 611 }, ratio: 1000 / 611 })).toBe(
      "the time limit (1000 ms) is 1.6x the slowest accepted test (accepted/reference.ts, 611 ms); at least 3x is needed: raise the limit to 1833 ms or make the program faster",
    );
  });
});

describe("describeTimeMargin", () => {
  it("prints the limit, the ratio, the slowest test and the rule", () => {
    expect(describeTimeMargin({ timeLimitMs: 1000, slowest: { file: "accepted/reference.ts", timeMs: 104 }, ratio: 1000 / 104 })).toBe(
      "time limit 1000 ms = 9.6x the slowest accepted test (accepted/reference.ts, 104 ms; at least 3x needed)",
    );
  });
});
