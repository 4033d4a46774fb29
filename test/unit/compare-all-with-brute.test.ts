// compareAllWithBrute (judge/package-check/build-problem-tests.ts) with stand-in programs and
// checker: the reference runs on every input, the brute force on the small ones only, and the
// first disagreement in input order is the one reported, with the checker's words.
import { describe, expect, it } from "vitest";
import { compareAllWithBrute, ReferenceMismatchError } from "../../judge/package-check/build-problem-tests";
import type { PackagePrograms, ProgramRun } from "../../judge/package-check/package-programs";
import type { Checker } from "../../judge/judging/checkers";

/** Programs that answer `reference:<input>` and `brute:<input>`, except the brute force's `wrong` inputs. */
function standIns(wrong: readonly string[]) {
  const given: Record<string, string[]> = { reference: [], brute: [] };
  const programs: PackagePrograms = {
    run: () => Promise.reject(new Error("not used")),
    runAll: async (program, runs: readonly ProgramRun[], onOutput) => {
      given[program]!.push(...runs.map((run) => run.input));
      return runs.map((run, index) => {
        onOutput?.(index);
        return program === "brute" && wrong.includes(run.input) ? "other" : `same:${run.input}`;
      });
    },
  };
  return { programs, given };
}

const checker =
  (message?: string): Checker =>
  ({ output, answer }) =>
    output === answer ? { verdict: "AC" } : { verdict: "WA", ...(message === undefined ? {} : { message }) };

const runs = [
  { input: "a", testName: "test a", small: true },
  { input: "b", testName: "test b", small: false },
  { input: "c", testName: "test c", small: true },
  { input: "d", testName: "test d", small: true },
];

describe("compareAllWithBrute", () => {
  it("gives the reference every input and the brute force the small ones, and returns the reference's outputs", async () => {
    const { programs, given } = standIns([]);
    const progress: string[] = [];
    const reference = await compareAllWithBrute(programs, checker("no"), runs, "p", {
      onReference: (index) => progress.push(`reference ${index}`),
      onCompared: (done, of) => progress.push(`compared ${done}/${of}`),
    });
    expect(reference).toEqual(["same:a", "same:b", "same:c", "same:d"]);
    expect(given).toEqual({ reference: ["a", "b", "c", "d"], brute: ["a", "c", "d"] });
    expect(progress).toEqual(["reference 0", "reference 1", "reference 2", "reference 3", "compared 1/3", "compared 2/3", "compared 3/3"]);
  });

  it("throws the first disagreement in input order, with the checker's words or 'outputs differ'", async () => {
    for (const [message, detail] of [["token 1 differs", "token 1 differs"], [undefined, "outputs differ"]] as const) {
      const { programs } = standIns(["d", "c"]);
      const compared: string[] = [];
      const error = await compareAllWithBrute(programs, checker(message), runs, "p", { onCompared: (done, of) => compared.push(`${done}/${of}`) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReferenceMismatchError);
      expect(error).toMatchObject({ name: "ReferenceMismatchError", testName: "test c", input: "c", detail });
      expect((error as Error).message).toBe(`problem p: reference and brute force disagree on "test c": ${detail}`);
      expect(compared).toEqual(["1/3"]);
    }
  });
});
