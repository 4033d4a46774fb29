// The refusal of a second Run while the first is judged (lib/submissions/create-run.ts) reads
// the same in English on the page as in lib/, and in Chinese for a Chinese reader.
import { createTranslator } from "next-intl";
import { expect, it } from "vitest";
import { translateRefusal } from "@/app/translate-refusal";
import { MESSAGES } from "@/lib/i18n/messages";
import { RUN_STILL_RUNNING } from "@/lib/submissions/run-refusals";

type Translator = Parameters<typeof translateRefusal>[1];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

it("says a refused second run in the reader's language", () => {
  expect(translateRefusal({ error: RUN_STILL_RUNNING }, translator("en"))).toBe(RUN_STILL_RUNNING);
  expect(translateRefusal({ error: RUN_STILL_RUNNING }, translator("zh"))).toBe("你上一次的运行仍在进行中，请等它出结果后再运行。");
});
