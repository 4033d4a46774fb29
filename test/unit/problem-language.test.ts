// A problem's texts in the reader's language, and the English ones (marked "en") when the
// problem has none in it.
import { describe, expect, it } from "vitest";
import { problemTexts, problemTitle } from "../../lib/catalog/problem-language";

const english = { title: "Matches Game", statement: "Two players...", editorial: "Small cases..." };
const bilingual = { ...english, titleZh: "火柴游戏", statementZh: "两名玩家……", editorialZh: "小规模的情形……" };
const englishOnly = { ...english, titleZh: null, statementZh: null, editorialZh: null };

describe("problemTexts", () => {
  it("gives a Chinese reader the Chinese texts and an English reader the English ones", () => {
    expect(problemTexts(bilingual, "zh")).toEqual({ title: "火柴游戏", statement: "两名玩家……", editorial: "小规模的情形……", lang: "zh" });
    expect(problemTexts(bilingual, "en")).toEqual({ ...english, lang: "en" });
  });

  it("falls back to English, marked as English, when the problem has no Chinese", () => {
    expect(problemTexts(englishOnly, "zh")).toEqual({ ...english, lang: "en" });
  });
});

describe("problemTitle", () => {
  it("names the problem in the reader's language when it can", () => {
    expect(problemTitle(bilingual, "zh")).toEqual({ title: "火柴游戏", lang: "zh" });
    expect(problemTitle(bilingual, "en")).toEqual({ title: "Matches Game", lang: "en" });
    expect(problemTitle(englishOnly, "zh")).toEqual({ title: "Matches Game", lang: "en" });
  });
});
