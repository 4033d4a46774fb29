// The learning tools' computed sentences read in both languages: lib/learn gives a code and its
// values, the catalogs word them, and numbers in prose follow the reader's locale.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { labErrorText, type LabTranslator } from "@/app/lab/lab-text";
import { LEARN_TEXT_CODES } from "@/lib/learn";
import { nim } from "@/lib/learn/games/nim";
import { parseLabGame, parseLabRange } from "@/lib/learn/lab";
import { hint, startSession } from "@/lib/learn/play";
import { computeWidgetData, parseDirective } from "@/lib/learn/widgets";
import { MESSAGES } from "@/lib/i18n/messages";
import { renderLearnText } from "./learn/render-learn-text";

describe("explanations in both languages", () => {
  it("Nim's winning move: the nim-sum, its binary form and the pile", () => {
    const move = nim.winningMove([9, 3, 7], { piles: 3 })!;
    expect(renderLearnText(move.explanation, "en")).toBe(
      "The nim-sum is 9 ⊕ 3 ⊕ 7 = 13 (binary 1101), not 0. Pile 1 has 9 = 1001; 9 ⊕ 13 = 4 < 9, so take 5 from it, leaving 4: the nim-sum becomes 0.",
    );
    expect(renderLearnText(move.explanation, "zh")).toBe(
      "尼姆和为 9 ⊕ 3 ⊕ 7 = 13（二进制 1101），不为 0。第 1 堆有 9 个，二进制为 1001；9 ⊕ 13 = 4 < 9，所以从这堆取走 5 个，剩下 4 个：尼姆和变为 0。",
    );
  });

  it("the hint from a P-position", () => {
    const h = hint(nim, startSession(nim, { piles: 3 }, [1, 2, 3], "student"));
    expect(h.kind).toBe("p-position");
    if (h.kind !== "p-position") return;
    expect(renderLearnText(h.explanation, "en")).toMatch(/^This is a P-position/);
    expect(renderLearnText(h.explanation, "zh")).toMatch(/^这是一个 P 态（必败态）/);
  });

  it("every code has its sentence in both catalogs", () => {
    for (const code of LEARN_TEXT_CODES) {
      expect(MESSAGES.en.learnText[code], code).toBeTruthy();
      expect(MESSAGES.zh.learnText[code], code).toBeTruthy();
    }
  });
});

describe("the lab's problems in both languages", () => {
  const t = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale], namespace: "lab" }) as unknown as LabTranslator;
  const errorOf = (text: string) => {
    const parsed = parseLabGame(text);
    if (parsed.ok) throw new Error("expected a problem");
    return parsed.error;
  };

  it("names the pile in a sum and formats numbers in the reader's locale", () => {
    const error = errorOf("s:1@2+r:half@5000");
    expect(labErrorText(error, t("en"))).toBe("Pile 2 (“r:half@5000”): the pile size 5,000 is out of range: it must be from 0 to 1,000.");
    expect(labErrorText(error, t("zh"))).toBe("第 2 堆（“r:half@5000”）：堆的大小 5,000 超出范围：应在 0 到 1,000 之间。");
  });

  it("says a single game's problem and a bad range", () => {
    expect(labErrorText(errorOf("r:chess"), t("en"))).toBe("“r:chess”: there is no rule “chess”; the rules are bash, pow2, squares, divisors, half.");
    expect(labErrorText(errorOf("r:chess"), t("zh"))).toBe("在“r:chess”中：没有名为“chess”的规则；可用的规则有 bash, pow2, squares, divisors, half。");
    const range = parseLabRange("5");
    if (range.ok) throw new Error("expected a problem");
    expect(labErrorText(range.error, t("en"))).toBe("The range n must be a whole number from 10 to 300, not “5”.");
    expect(labErrorText(range.error, t("zh"))).toBe("范围 n 必须是 10 到 300 之间的整数，“5”不行。");
  });
});

describe("an editorial widget's problems, as a reader editing it sees them", () => {
  it.each([
    "pn-strip game=bash m=0",
    "pn-strip game=chess",
    "pn-strip game=powers-of-two from=x",
    "pn-grid game=nim rows=4 cols=4 colour=red",
    "nim-sum-table game=nim positions=1,2;;3",
    "nim-sum-table game=nim positions=1,2 count=2 max=3",
    "grundy-strip game=subtraction set=",
    "tic-tac-toe size=3",
  ])("%s: the English catalog says what the package check says, and Chinese says it in Chinese", (directive) => {
    const parsed = parseDirective(directive);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.text, parsed.error).toBeDefined();
    expect(renderLearnText(parsed.text!, "en")).toBe(parsed.error);
    expect(renderLearnText(parsed.text!, "zh")).toMatch(/\p{Script=Han}/u);
  });

  it("a table too large to search says so in both languages", () => {
    const parsed = parseDirective("nim-sum-table game=new-stone positions=6,6,6,6");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    let error: unknown;
    try {
      computeWidgetData(parsed.spec);
    } catch (e) {
      error = e;
    }
    const text = (error as { text?: Parameters<typeof renderLearnText>[0] }).text!;
    expect(renderLearnText(text, "en")).toBe((error as Error).message);
    expect(renderLearnText(text, "zh")).toBe("(6, 6, 6, 6) 太大，无法在这里按规则搜索：请用小一些的局面");
  });
});
