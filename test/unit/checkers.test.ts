// The built-in checkers (judge/judging/checkers/), each tested both ways round: output vs answer and
// answer vs output, so an asymmetric bug shows.
import { describe, expect, it } from "vitest";
import { buildChecker, CHECKERS, checkLines, checkTokens, floatChecker } from "../../judge/judging/checkers";
import { checkerConfigOf } from "../../judge/judging/checkers/config";
import { CHECKER_KINDS, problemMetadataSchema } from "../../lib/problem-package/metadata";

type Pair = [string, string];

function bothWays(check: (args: { input: string; output: string; answer: string }) => { verdict: string }, pairs: Pair[]) {
  return pairs.flatMap(([a, b]) => [
    check({ input: "", output: a, answer: b }).verdict,
    check({ input: "", output: b, answer: a }).verdict,
  ]);
}

describe("the checker registry", () => {
  it("has one entry per checker kind", () => {
    expect(Object.keys(CHECKERS).sort()).toEqual([...CHECKER_KINDS].sort());
  });

  it("builds pure checkers from a problem's stored settings", async () => {
    const config = checkerConfigOf({ checker: "float", checkerAbsTolerance: 0.1, checkerRelTolerance: 0, checkerProgram: null });
    expect(config).toEqual({ kind: "float", absTolerance: 0.1, relTolerance: 0 });
    const check = CHECKERS.float(config);
    expect(await check({ input: "", output: "1.05", answer: "1" })).toEqual({ verdict: "AC" });
    expect(() => checkerConfigOf({ checker: "diff", checkerAbsTolerance: null, checkerRelTolerance: null, checkerProgram: null })).toThrow(/unknown/);
  });

  it("keeps only the settings a problem has (no undefined keys), and builds each kind from them", async () => {
    const none = { checkerAbsTolerance: null, checkerRelTolerance: null, checkerProgram: null };
    expect(checkerConfigOf({ checker: "tokens", ...none })).toStrictEqual({ kind: "tokens" });
    expect(checkerConfigOf({ ...none, checker: "program", checkerProgram: "x" })).toStrictEqual({ kind: "program", program: "x" });
    expect(checkerConfigOf({ ...none, checker: "float", checkerRelTolerance: 0.5 })).toStrictEqual({ kind: "float", relTolerance: 0.5 });
    expect(checkerConfigOf({ ...none, checker: "float", checkerAbsTolerance: 0 })).toStrictEqual({ kind: "float", absTolerance: 0 });
    // Tolerances given reach the float checker; missing ones are the defaults (1e-6).
    const loose = buildChecker({ kind: "float", absTolerance: 0.5, relTolerance: 0 });
    expect(await loose({ input: "", output: "1.5", answer: "1" })).toEqual({ verdict: "AC" });
    expect((await loose({ input: "", output: "1.6", answer: "1" })).verdict).toBe("WA");
    const relative = buildChecker({ kind: "float", relTolerance: 0.5 });
    expect((await relative({ input: "", output: "3", answer: "2" })).verdict).toBe("AC");
    expect((await buildChecker({ kind: "float" })({ input: "", output: "1.00001", answer: "1" })).verdict).toBe("WA");
    expect(await buildChecker({ kind: "lines" })({ input: "", output: "a b", answer: "a\nb" })).toMatchObject({ verdict: "PE" });
    // The program checker is built with the file it is given: without one it fails when used.
    await expect(buildChecker({ kind: "program" })({ input: "", output: "", answer: "" })).rejects.toThrow(/no checker program stored/);
  });

  it("the metadata accepts a tolerance only with the float checker", () => {
    const base = {
      slug: "x", title: "X", source: { judge: "J", id: "1", title: "X" }, limits: { timeMs: 1000, memoryMb: 256 },
      tags: ["t"], difficulty: "easy", testPlan: { seed: 1, groups: ["samples"] },
    };
    expect(problemMetadataSchema.safeParse({ ...base, checker: "float", tolerance: { absolute: 1e-4 } }).success).toBe(true);
    expect(problemMetadataSchema.safeParse({ ...base, checker: "lines", tolerance: { absolute: 1e-4 } }).success).toBe(false);
    expect(problemMetadataSchema.safeParse({ ...base, checker: "program" }).success).toBe(true);
  });
});

describe("tokens (default): layout never matters", () => {
  it("accepts equal tokens in any layout, both ways round", () => {
    expect(bothWays(checkTokens, [["Yes No", "Yes\nNo\n"], ["Yes  No\n\n", "Yes\nNo"], ["a", "a\n"]])).toEqual(Array(6).fill("AC"));
  });

  it("shows a token of 40 characters whole and cuts a longer one to 40", () => {
    const forty = "t".repeat(40);
    expect(checkTokens({ output: forty, answer: "a" }).message).toBe(`token 1 differs: expected "a", found "${forty}"`);
    expect(checkTokens({ output: `${forty}u`, answer: "a" }).message).toBe(`token 1 differs: expected "a", found "${forty}..."`);
  });

  it("rejects different tokens, both ways round", () => {
    expect(bothWays(checkTokens, [["Yes No", "Yes Yes"], ["Yes", "Yes No"], ["1", "01"]])).toEqual(Array(6).fill("WA"));
  });

  it("counts no token at all in an output of whitespace only, or none", () => {
    for (const output of ["", " \n\t"]) {
      expect(checkTokens({ output, answer: "1" })).toEqual({ verdict: "WA", message: 'output ended early: expected 1 tokens, found 0 (next expected "1")' });
      expect(checkTokens({ output, answer: "\n" })).toEqual({ verdict: "AC" });
    }
  });
});

describe("lines: Presentation Error for the right answers in the wrong layout", () => {
  it("accepts identical lines, ignoring trailing spaces, \\r and final blank lines, both ways round", () => {
    expect(bothWays(checkLines, [["Yes\nNo\n", "Yes\nNo"], ["Yes  \r\nNo\r\n\n\n", "Yes\nNo\n"], ["", "\n"]])).toEqual(Array(6).fill("AC"));
  });

  it("gives PE when tokens match but lines do not, both ways round", () => {
    expect(bothWays(checkLines, [["Yes No\n", "Yes\nNo\n"], ["Yes  No", "Yes No"], ["\nYes", "Yes"], [" Yes", "Yes"]])).toEqual(Array(8).fill("PE"));
    expect(checkLines({ output: "Yes No\n", answer: "Yes\nNo\n" }).message).toBe(
      'right answers, wrong layout: line 1 should be "Yes", found "Yes No"',
    );
  });

  it("counts a line of other whitespace (a vertical tab) as a line, and shortens long lines in the message", () => {
    expect(checkLines({ output: "a\n\v", answer: "a" })).toEqual({ verdict: "PE", message: 'right answers, wrong layout: line 2 should be nothing, found "\\u000b"' });
    const sixty = "x ".repeat(30).trimEnd() + "y";
    expect(sixty).toHaveLength(60);
    expect(checkLines({ output: `${sixty}\n`, answer: sixty.replace(/ /g, "\n") }).message).toBe(`right answers, wrong layout: line 1 should be "x", found "${sixty}"`);
    // 60 characters are shown whole; longer lines are cut to 60.
    expect(checkLines({ output: `${sixty} z`, answer: `${sixty}\nz` }).message).toBe(`right answers, wrong layout: line 1 should be "${sixty}", found "${sixty}..."`);
  });

  it("gives WA (not PE) when the tokens differ, both ways round", () => {
    expect(bothWays(checkLines, [["Yes\nYes\n", "Yes\nNo\n"], ["Yes No", "Yes\nNo\nNo"]])).toEqual(Array(4).fill("WA"));
  });
});

describe("float: numbers within a tolerance", () => {
  const absolute = floatChecker({ absolute: 1e-3, relative: 0 });
  const relative = floatChecker({ absolute: 0, relative: 1e-3 });

  it("accepts numbers within the absolute tolerance, both ways round", () => {
    expect(bothWays(absolute, [["0.5", "0.5004"], ["1 2.0 3", "1.0005 2 2.9995"], ["1e-4", "0"], ["-0", "0.0"]])).toEqual(Array(8).fill("AC"));
  });

  it("rejects numbers outside it, both ways round", () => {
    expect(bothWays(absolute, [["0.5", "0.502"], ["1000000", "1000000.01"]])).toEqual(Array(4).fill("WA"));
    expect(absolute({ output: "0.502", answer: "0.5" }).message).toMatch(/^token 1 differs: expected "0.5", found "0.502" \(error 2\.00e-3 exceeds/);
  });

  it("scales with the answer under a relative tolerance, both ways round", () => {
    expect(bothWays(relative, [["1000000", "1000500"], ["2.5e9", "2.5001e9"]])).toEqual(Array(4).fill("AC"));
    expect(bothWays(relative, [["1", "1.01"], ["0", "1e-9"]])).toEqual(Array(4).fill("WA"));
  });

  it("compares words exactly and never takes a word for a number, both ways round", () => {
    expect(bothWays(absolute, [["First 0.5", "First 0.5001"]])).toEqual(["AC", "AC"]);
    expect(bothWays(absolute, [["First", "Second"], ["nan", "0"], ["Infinity", "1e309"], ["0x10", "16"]])).toEqual(Array(8).fill("WA"));
    expect(bothWays(absolute, [["1", "1 2"]])).toEqual(["WA", "WA"]);
  });

  it("accepts an error equal to the tolerance exactly, and not a hair more, both ways round", () => {
    // 0.25 and 0.5 are exact in binary floating point: the error is the tolerance exactly.
    const quarter = floatChecker({ absolute: 0.25, relative: 0 });
    expect(bothWays(quarter, [["0.5", "0.75"], ["-1", "-0.75"]])).toEqual(Array(4).fill("AC"));
    expect(bothWays(quarter, [["0.5", "0.7500001"]])).toEqual(["WA", "WA"]);
    const quarterOfAnswer = floatChecker({ absolute: 0, relative: 0.25 });
    // Relative to the answer's magnitude, negative answers included.
    expect(quarterOfAnswer({ output: "2.5", answer: "2" }).verdict).toBe("AC");
    expect(quarterOfAnswer({ output: "-2.5", answer: "-2" }).verdict).toBe("AC");
    expect(quarterOfAnswer({ output: "-1.5", answer: "-2" }).verdict).toBe("AC");
    expect(quarterOfAnswer({ output: "2.5000001", answer: "2" }).verdict).toBe("WA");
    expect(quarterOfAnswer({ output: "-2.5000001", answer: "-2" }).verdict).toBe("WA");
  });

  it("reads every decimal number form, and only whole tokens as numbers", () => {
    const exact = floatChecker({ absolute: 0, relative: 0 });
    const same: Pair[] = [["1000", "1e3"], ["0.001", "1E-3"], ["1000", "1e+3"], ["0.5", ".5"], ["5", "5."], ["2", "+2"], ["-0.5", "-.5"]];
    expect(bothWays(exact, same)).toEqual(Array(14).fill("AC"));
    // A word that holds a number is still a word: compared exactly.
    expect(bothWays(exact, [["a1", "a1"], ["1a", "1a"], ["1e", "1e"], ["e5", "e5"]])).toEqual(Array(8).fill("AC"));
    expect(bothWays(exact, [["1e", "1"], ["1.2.3", "1.2"], ["--1", "1"], ["1e3", "e3"]])).toEqual(Array(8).fill("WA"));
  });

  it("says by how much a number missed, and nothing of the kind for a word", () => {
    const check = floatChecker({ absolute: 0.25, relative: 0.5 });
    expect(check({ output: "3", answer: "1" }).message).toBe(
      'token 1 differs: expected "1", found "3" (error 2.00e+0 exceeds 0.25 absolute and 0.5 relative)',
    );
    expect(check({ output: "x", answer: "1" }).message).toBe('token 1 differs: expected "1", found "x"');
    expect(check({ output: "1", answer: "x" }).message).toBe('token 1 differs: expected "x", found "1"');
  });

  it("uses 1e-6 absolute and relative by default", () => {
    const check = floatChecker();
    expect(check({ output: "0.0000005", answer: "0" }).verdict).toBe("AC");
    expect(check({ output: "0.00001", answer: "0" }).verdict).toBe("WA");
  });
});
