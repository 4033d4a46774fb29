import { describe, expect, it } from "vitest";
import { joinSentences, sentenceGap } from "../../lib/i18n/join-sentences";

describe("joinSentences", () => {
  it("puts a space between English sentences and none between Chinese ones, leaving out the missing", () => {
    expect(joinSentences("en", ["Last take: 1.", false, "You may take 1 to 2."])).toBe("Last take: 1. You may take 1 to 2.");
    expect(joinSentences("zh", ["上一步：× 3。", null, "先到达 n 者胜。"])).toBe("上一步：× 3。先到达 n 者胜。");
    expect(joinSentences("en", [undefined, ""])).toBe("");
  });
});

describe("sentenceGap", () => {
  it("is a space in English and nothing in Chinese", () => {
    expect(sentenceGap("en")).toBe(" ");
    expect(sentenceGap("zh")).toBe("");
  });
});
