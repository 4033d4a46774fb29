import { describe, expect, it } from "vitest";
import { checkTokens } from "../../judge/judging/checkers";

describe("checkTokens", () => {
  it("accepts identical output", () => {
    expect(checkTokens({ output: "Yes\nNo\n", answer: "Yes\nNo\n" })).toEqual({ verdict: "AC" });
  });

  it("ignores whitespace and newline differences, both ways round", () => {
    const pairs: Array<[string, string]> = [
      ["Yes No", "Yes\nNo\n"],
      ["  Yes\r\n\tNo   \n\n", "Yes\nNo"],
      ["1 2 3", "1\n2\n3\n"],
    ];
    for (const [a, b] of pairs) {
      expect(checkTokens({ output: a, answer: b }).verdict).toBe("AC");
      expect(checkTokens({ output: b, answer: a }).verdict).toBe("AC");
    }
  });

  it("is case-sensitive", () => {
    const result = checkTokens({ output: "Yes\nYES\n", answer: "Yes\nYes\n" });
    expect(result.verdict).toBe("WA");
    expect(result.message).toBe('token 2 differs: expected "Yes", found "YES"');
    expect(checkTokens({ output: "Yes\nYes\n", answer: "Yes\nYES\n" }).verdict).toBe("WA");
  });

  it("rejects missing tokens", () => {
    const result = checkTokens({ output: "Yes\n", answer: "Yes\nNo\n" });
    expect(result.verdict).toBe("WA");
    expect(result.message).toContain("output ended early");
    expect(result.message).toContain('"No"');
    expect(checkTokens({ output: "", answer: "0" }).verdict).toBe("WA");
  });

  it("rejects extra tokens", () => {
    const result = checkTokens({ output: "Yes\nNo\nNo\n", answer: "Yes\nNo\n" });
    expect(result.verdict).toBe("WA");
    expect(result.message).toContain("extra output");
    expect(checkTokens({ output: "0", answer: "" }).verdict).toBe("WA");
  });

  it("does not treat numerically equal tokens as equal", () => {
    expect(checkTokens({ output: "1.0", answer: "1" }).verdict).toBe("WA");
    expect(checkTokens({ output: "01", answer: "1" }).verdict).toBe("WA");
  });

  it("truncates long tokens in the message", () => {
    const long = "x".repeat(1000);
    const result = checkTokens({ output: long, answer: "y" });
    expect(result.verdict).toBe("WA");
    expect(result.message!.length).toBeLessThan(200);
    expect(result.message).toContain("...");
  });

  it("accepts empty output for an empty answer", () => {
    expect(checkTokens({ output: " \n", answer: "" }).verdict).toBe("AC");
  });
});
