// Issue 30, item 1: a student's output crafted against the checkers. Each checker gets 16 MiB
// (LIMITS.maxOutputBytes, the most a program may print) of the worst output for it and must give
// its verdict in seconds: the old lines checker trimmed with /[ \t\r]+$/ and the old float
// checker matched numbers with a backtracking pattern, both quadratic (hours on these outputs,
// while the judge's main thread, every worker and the lease heartbeat waited). The per-test
// timeout is the guard: a quadratic checker does not finish within it. (Named to stay out of
// vitest.stryker.config.ts's checker* tests: instrumented, 16 MiB per mutant would take hours.)
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../lib/types";
import type { SandboxRunOptions, SandboxRunResult } from "../../judge/sandbox/sandbox";
import { CHECKER_EXIT_CODES, type CheckerInput } from "../../lib/problem-package/checker-protocol";

/** What the stand-in sandbox read of the checker program's stdin. */
const seen = vi.hoisted(() => ({ inputs: [] as unknown[] }));

vi.mock("../../judge/sandbox/sandbox", async () => {
  const { readFile } = await import("node:fs/promises");
  return {
    // Reads its stdin as the checker program would (JSON.parse) and answers Wrong Answer.
    runInSandbox: async (options: SandboxRunOptions): Promise<SandboxRunResult> => {
      seen.inputs.push(JSON.parse(await readFile(options.stdinFile, "utf8")));
      return { outcome: "ok", exitCode: 43, signal: null, cpuMs: 1, wallMs: 1, memoryKb: 1, stdout: "not in range\n", stderrTail: "" };
    },
  };
});

const { checkLines, checkTokens, floatChecker, buildChecker } = await import("../../judge/judging/checkers");
const { MAX_TOKEN_CHARS } = await import("../../judge/judging/checkers/tokens");

const MiB = 1024 * 1024;
/** What a checker is fed: a program's stdout, decoded from bytes into one flat string as the judge reads it. */
const output = (text: string) => Buffer.from(text).toString("utf8");
/** Hours for the old lines and float checkers; seconds now, even on a loaded 2-core machine. */
const GUARD = { timeout: 30_000 };

it("outputs here are at most what a program may print", () => {
  expect(LIMITS.maxOutputBytes).toBe(16 * MiB);
});

describe("tokens, on 16 MiB of hostile output", () => {
  it("refuses a single token of 16 MiB by its length", GUARD, () => {
    const huge = output("a".repeat(16 * MiB));
    expect(checkTokens({ output: huge, answer: "a\n" })).toEqual({
      verdict: "WA",
      message: `token 1 is longer than ${MAX_TOKEN_CHARS} characters (it has ${16 * MiB}: "${"a".repeat(40)}...")`,
    });
  });

  const tiny = output("1 ".repeat(8 * MiB));

  it("counts 8 million tiny tokens", GUARD, () => {
    expect(checkTokens({ output: tiny, answer: "1\n" })).toEqual({ verdict: "WA", message: `extra output: expected 1 tokens, found ${8 * MiB} (first extra "1")` });
  });

  it("compares 8 million tiny tokens", GUARD, () => {
    expect(checkTokens({ output: tiny, answer: output("1\n".repeat(8 * MiB)) })).toEqual({ verdict: "AC" });
  });
});

describe("lines, on 16 MiB of hostile output", () => {
  // Right answers, each followed by 2 MiB of spaces and a form feed: the tokens match (a form
  // feed is whitespace), so the layout is compared, and the spaces are not at the line's end.
  const spaced = output(`1${" ".repeat(2 * MiB - 3)}\f\n`.repeat(8));

  it("gives PE for right answers followed by 2 MiB of spaces and a form feed", GUARD, () => {
    expect(spaced.length).toBe(16 * MiB);
    expect(checkLines({ output: spaced, answer: "1\n".repeat(8) })).toEqual({
      verdict: "PE",
      message: `right answers, wrong layout: line 1 should be "1", found "1${" ".repeat(59)}..."`,
    });
  });

  it("accepts that output when it is the answer too", GUARD, () => {
    expect(checkLines({ output: spaced, answer: spaced })).toEqual({ verdict: "AC" });
  });

  it("gives PE for a line of 16 MiB of spaces before a letter", GUARD, () => {
    const wide = output(`${" ".repeat(16 * MiB - 1)}x`);
    expect(checkLines({ output: wide, answer: "x\n" })).toEqual({ verdict: "PE", message: `right answers, wrong layout: line 1 should be "x", found "${" ".repeat(60)}..."` });
  });

  it("walks 8 million lines", GUARD, () => {
    const many = output("1\n".repeat(8 * MiB));
    expect(checkLines({ output: many, answer: output("1\n".repeat(8 * MiB)) })).toEqual({ verdict: "AC" });
  });

  it("ignores 16 million blank lines at the end", GUARD, () => {
    expect(checkLines({ output: output(`1${"\n".repeat(16 * MiB - 1)}`), answer: "1\n" })).toEqual({ verdict: "AC" });
  });
});

describe("float, on 16 MiB of hostile output", () => {
  const check = floatChecker();

  it("reads 16 tokens of a MiB of digits, each ending in a letter, as words", GUARD, () => {
    const digits = output(`${"9".repeat(MiB - 2)}x\n`.repeat(16));
    expect(digits.length).toBe(16 * MiB);
    expect(check({ output: digits, answer: "1.5\n".repeat(16) })).toEqual({ verdict: "WA", message: `token 1 differs: expected "1.5", found "${"9".repeat(40)}..."` });
  });

  it("accepts them when they are the answer", GUARD, () => {
    const digits = output(`${"9".repeat(MiB - 2)}x\n`.repeat(16));
    expect(check({ output: digits, answer: digits })).toEqual({ verdict: "AC" });
  });

  it("refuses 16 MiB of digits ending in a letter by its length", GUARD, () => {
    const huge = output(`${"9".repeat(16 * MiB - 1)}x`);
    expect(check({ output: huge, answer: "1.5" })).toMatchObject({ verdict: "WA", message: expect.stringMatching(/^token 1 is longer than 1048576 characters/) });
  });

  // Numbers are parsed only in pairs, so as many as the answer holds (the extra output of a
  // flood is only counted); here an answer of 4 million numbers, all compared.
  it("compares 4 million numbers", GUARD, () => {
    const numbers = output("1.5 ".repeat(4 * MiB));
    expect(check({ output: numbers, answer: output(`${"1.5\n".repeat(4 * MiB - 1)}1.6`) })).toMatchObject({ verdict: "WA", message: expect.stringMatching(/^token 4194304 differs/) });
  });

  it("counts a flood of 4 million numbers past the answer without reading them", GUARD, () => {
    const numbers = output("1.5 ".repeat(4 * MiB));
    expect(check({ output: numbers, answer: "1.5" })).toEqual({ verdict: "WA", message: `extra output: expected 1 tokens, found ${4 * MiB} (first extra "1.5")` });
  });
});

describe("a package's own checker program, on 16 MiB of hostile output", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "nimbus-hostile-checker-"));
    await fs.writeFile(path.join(dir, "checker.js"), "");
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  // The program itself runs in the sandbox under CHECKER_LIMITS (its time and memory are its
  // own, ending in System Error: test/integration/checker-program-hostile.test.ts); here, the
  // judge's side of it: handing it the output and reading its verdict stays linear.
  it("hands the checker the whole output and reads its verdict", GUARD, async () => {
    const spaced = output(`1${" ".repeat(2 * MiB - 3)}\f\n`.repeat(8));
    const check = buildChecker({ kind: "program", program: "unused here" }, path.join(dir, "checker.js"));
    expect(await check({ input: "1 10\n", output: spaced, answer: "1\n" })).toEqual({ verdict: "WA", message: "not in range" });
    const input = seen.inputs[0] as CheckerInput;
    expect(input.output === spaced && input.answer === "1\n" && input.input === "1 10\n").toBe(true);
    expect(CHECKER_EXIT_CODES.WA).toBe(43);
  });
});
