// A check ended by its wall-clock cap (judge/package-check/check-loop.ts stores timedOutAfterMs)
// is worded in the reader's language; other failures keep the check's own message.
import { createTranslator } from "next-intl";
import { expect, it } from "vitest";
import { failureText } from "@/app/studio/problems/[slug]/check/failure-text";
import { checkTimedOutMessage } from "@/judge/package-check/check-loop";
import { MESSAGES } from "@/lib/i18n/messages";

type Translator = Parameters<typeof failureText>[1];
const translator = (locale: "en" | "zh") => createTranslator({ locale, messages: MESSAGES[locale], namespace: "studioCheck" }) as unknown as Translator;

it("words a check stopped at its time limit in English (as the judge's report says it) and in Chinese", () => {
  for (const ms of [1000, 10 * 60_000]) {
    expect(failureText({ message: checkTimedOutMessage(ms), timedOutAfterMs: ms }, translator("en"))).toBe(checkTimedOutMessage(ms));
  }
  expect(failureText({ message: checkTimedOutMessage(600_000), timedOutAfterMs: 600_000 }, translator("zh"))).toBe(
    "检查已在 10 分钟后停止，这是它的时间上限：题目包中的程序或测试耗时过长。请让它们更快或更少，然后重新检查。",
  );
  expect(failureText({ message: "solutions/wrong_answer/wa.ts was accepted" }, translator("zh"))).toBe("solutions/wrong_answer/wa.ts was accepted");
});
