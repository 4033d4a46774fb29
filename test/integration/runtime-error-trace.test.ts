// A Runtime Error's message, judged in the real sandbox: the stack trace names the student's
// main.ts lines (the compiled file's lines differ: types are removed above the throw), and
// neither the sandbox's /box/main.js nor Node's internals.
import { describe, expect, it } from "vitest";
import { judgeSubmission } from "../../judge/judging/judge-submission";
import { RUNTIME_ERROR } from "../../judge/judging/verdict";

// Line 9 throws; in the compiled JavaScript it is line 3 (the interface and types are gone).
const THROWS_ON_LINE_9 = `import { readFileSync } from "fs";

interface Move {
  from: number;
  take: number;
}

function apply(piles: number[], move: Move): void {
  if (move.take > piles[move.from]!) throw new RangeError("cannot take " + move.take);
  piles[move.from]! -= move.take;
}

const piles = readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);
apply(piles, { from: 0, take: 10 });
console.log(piles.join(" "));
`;

describe("a Runtime Error's stack trace", () => {
  it("names main.ts at the student's lines, with no /box/ path and no Node internals", async () => {
    const result = await judgeSubmission({
      source: THROWS_ON_LINE_9,
      tests: [{ ordinal: 1, input: "3 4 5\n", expectedOutput: "0 4 5\n" }],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      keepOutput: true,
    });
    expect(result.verdict).toBe("RE");
    const [outcome] = result.results;
    expect(outcome!.message).toMatch(/^exit code 1\n/);
    expect(outcome!.message).toContain("main.ts:9\n  if (move.take > piles[move.from]!) throw new RangeError");
    expect(outcome!.message).toContain("RangeError: cannot take 10\n    at apply (main.ts:9:");
    expect(outcome!.message).toMatch(/at Object\.<anonymous> \(main\.ts:14:1\)/);
    for (const text of [outcome!.message!, outcome!.stderr!]) {
      expect(text).not.toContain("/box/");
      expect(text).not.toContain("main.js");
      expect(text).not.toContain("node:internal");
    }
    // What a hidden test would show stays free of the program's output and of its exit code.
    expect(outcome!.publicMessage).toBe(RUNTIME_ERROR);
  });
});
