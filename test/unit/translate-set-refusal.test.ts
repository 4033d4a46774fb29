// A problem set refusal reads the same in English whether lib/ or the page words it, and reads in
// Chinese: the codes of lib/problem-sets/set-refusal.ts and the schema's own messages.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { translateSetRefusal } from "@/app/studio/sets/translate-set-refusal";
import { MESSAGES } from "@/lib/i18n/messages";
import { SET_INPUT_ERRORS, createProblemSetSchema } from "@/lib/problem-sets/problem-set-schema";
import { setRefusal, type SetRefusalCode } from "@/lib/problem-sets/set-refusal";

type Translator = Parameters<typeof translateSetRefusal>[1];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

describe("problem set refusals in the reader's language", () => {
  it.each(["notPublished", "noSuchSet", "notYours"] satisfies SetRefusalCode[])("%s: the English catalog says what lib/ says", (code) => {
    const refusal = setRefusal(code, ["nim", "wythoff"]);
    expect(translateSetRefusal(refusal, translator("en")).replace(/[“”]/g, '"')).toBe(refusal.error);
  });

  it("names the problems in Chinese", () => {
    expect(translateSetRefusal(setRefusal("notPublished", ["draft"]), translator("zh"))).toBe("这些题目尚未发布：draft。");
  });

  it("translates the schema's messages, and every one of them has an entry", () => {
    const parsed = createProblemSetSchema.safeParse({ title: "T", problemSlugs: [] });
    expect(parsed.success).toBe(false);
    const error = parsed.error!.issues[0]!.message;
    expect(translateSetRefusal({ error }, translator("zh"))).toBe("请至少选择一道题目。");
    for (const message of Object.values(SET_INPUT_ERRORS)) {
      expect(translateSetRefusal({ error: message }, translator("en"))).toBe(message);
      expect(translateSetRefusal({ error: message }, translator("zh"))).toMatch(/\p{Script=Han}/u);
    }
  });

  it("leaves an unknown message as it came", () => {
    expect(translateSetRefusal({ error: "Something else." }, translator("zh"))).toBe("Something else.");
  });
});
