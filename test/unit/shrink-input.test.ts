import { describe, expect, it } from "vitest";
import { shrinkInput } from "../../lib/problem-package/shrink-input";

// Lines of "M a1 .. aM" (POJ 2234's format), with a planted bug: any pile >= 37 "fails".
const validate = (input: string) => {
  for (const line of input.trim().split("\n")) {
    const [m, ...piles] = line.split(" ").map(Number);
    if (!m || m < 1 || piles.length !== m || piles.some((a) => !(a >= 1))) throw new Error(`bad line ${line}`);
  }
};

describe("shrinkInput", () => {
  it("drops every line but one failing case and makes its numbers as small as the failure allows", async () => {
    const lines = Array.from({ length: 200 }, (_, i) => `3 ${i % 7 + 1} ${i % 5 + 1} ${i % 3 + 1}`);
    lines[123] = "4 5 1000 2 9";
    const failsWhen = async (input: string) =>
      input.trim().split("\n").some((line) => line.split(" ").slice(1).some((pile) => Number(pile) >= 37));
    const { input, tries } = await shrinkInput(lines.join("\n") + "\n", validate, failsWhen);
    // One line of 4 piles; piles cannot drop to 0 (invalid), and the failing one stops at 37.
    expect(input).toBe("4 1 37 1 1\n");
    expect(tries).toBeLessThanOrEqual(300);
  });

  it("never offers an invalid candidate to the predicate, and returns the input when nothing smaller fails", async () => {
    const seen: string[] = [];
    const result = await shrinkInput("2 1 1\n", validate, async (input) => {
      seen.push(input);
      return false;
    });
    expect(result.input).toBe("2 1 1\n");
    for (const s of seen) expect(() => validate(s)).not.toThrow();
  });

  it("stops after maxTries", async () => {
    const lines = Array.from({ length: 64 }, () => "1 5");
    let calls = 0;
    await shrinkInput(lines.join("\n") + "\n", validate, async () => (++calls, false), { maxTries: 10 });
    expect(calls).toBe(10);
  });

  describe("the candidates it offers, in order", () => {
    const anything = () => {};
    /** Every candidate `stillFails` is asked about, and the result. */
    async function offered(input: string, fails: (candidate: string) => boolean, validate: (input: string) => void = anything, maxTries?: number) {
      const seen: string[] = [];
      const result = await shrinkInput(input, validate, async (candidate) => (seen.push(candidate), fails(candidate)), maxTries === undefined ? {} : { maxTries });
      return { seen, result };
    }

    it("tries the nine smallest values, then the number minus a half, a quarter ... of it, minus 1", async () => {
      const { seen, result } = await offered("20\n", () => false);
      expect(seen).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "10", "15", "18", "19"].map((v) => `${v}\n`));
      expect(result).toEqual({ input: "20\n", tries: 13 });
      expect((await offered("5\n", () => false)).seen).toEqual(["0\n", "1\n", "2\n", "3\n", "4\n"]);
    });

    it("moves a negative number towards 0, the non-negative value first at equal size", async () => {
      expect((await offered("-10\n", () => false)).seen).toEqual(["0", "1", "2", "3", "4", "5", "-5", "6", "7", "8", "-8", "-9"].map((v) => `${v}\n`));
      expect((await offered("-20", (c) => Number(c) <= -7)).result.input).toBe("-7");
    });

    it("leaves tokens that are not whole numbers alone, and keeps an input's missing final newline", async () => {
      const { seen, result } = await offered("x1 2y 3.5 7", () => true);
      expect(seen).toEqual(["x1 2y 3.5 0"]);
      expect(result).toEqual({ input: "x1 2y 3.5 0", tries: 1 });
    });

    it("drops halves of the lines first, then single lines", async () => {
      expect((await offered("a\nb\nc\nd\n", () => false)).seen).toEqual(["c\nd\n", "a\nb\n", "b\nc\nd\n", "a\nc\nd\n", "a\nb\nd\n", "a\nb\nc\n"]);
    });

    it("after dropping lines goes on with chunks of at most half the lines left", async () => {
      // 7 lines, chunk 3: "abc" goes; 4 lines left, so chunk 2, then 1.
      const { seen, result } = await offered("a\nb\nc\nd\ne\nf\ng\n", (c) => c.includes("d") && c.includes("g"));
      expect(seen).toEqual(["d\ne\nf\ng\n", "g\n", "d\ne\nf\n", "f\ng\n", "d\ne\n", "e\nf\ng\n", "d\nf\ng\n", "d\ng\n", "d\n", "g\n", "d\n"]);
      expect(result.input).toBe("d\ng\n");
    });

    it("keeps the chunk size after dropping lines while it is at most half the lines left", async () => {
      // Chunk 4 drops nothing; chunk 2 drops "cd" and "ef" and then, still at 2, finds nothing more.
      const { seen, result } = await offered("a\nb\nc\nd\ne\nf\ng\nh\n", (c) => c.includes("a") && c.includes("h"));
      expect(seen).toEqual([
        "e\nf\ng\nh\n", "a\nb\nc\nd\n",
        "c\nd\ne\nf\ng\nh\n", "a\nb\ne\nf\ng\nh\n", "a\nb\ng\nh\n", "a\nb\n",
        "g\nh\n", "a\nb\n",
        "b\ng\nh\n", "a\ng\nh\n", "a\nh\n", "a\n",
        "h\n", "a\n",
      ]);
      expect(result).toEqual({ input: "a\nh\n", tries: 14 });
    });

    it("after single lines went, tries single lines again rather than larger chunks", async () => {
      // Chunks 4 and 2 drop nothing; chunk 1 drops b, d, f and h; then single lines once more.
      const { seen } = await offered("a\nb\nc\nd\ne\nf\ng\nh\n", (c) => ["a", "c", "e", "g"].every((x) => c.includes(x)));
      expect(seen.slice(-6)).toEqual(["a\nc\ne\nh\n", "a\nc\ne\ng\n", "c\ne\ng\n", "a\ne\ng\n", "a\nc\ng\n", "a\nc\ne\n"]);
    });

    it("never offers an empty input, even one the validator accepts", async () => {
      const { seen, result } = await offered("a\nb\nc\n", () => true);
      expect(seen).toEqual(["b\nc\n", "c\n"]);
      expect(result.input).toBe("c\n");
    });

    it("asks neither the predicate nor the validator once the tries are used up, even in the middle of a line's numbers", async () => {
      const validated: string[] = [];
      const { seen } = await offered("5 5 5 5", () => false, (input) => void validated.push(input), 3);
      expect(seen).toEqual(["0 5 5 5", "1 5 5 5", "2 5 5 5"]);
      expect(validated).toEqual(seen);
    });

    it("never offers an input the validator refuses, whether it throws or rejects", async () => {
      const positive = async (input: string) => {
        if (Number(input) < 3) throw new Error("too small");
      };
      expect((await offered("9", () => true, positive as (input: string) => void)).seen).toEqual(["3"]);
    });
  });
});
