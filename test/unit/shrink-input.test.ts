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
});
